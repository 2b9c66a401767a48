import { staffEnrolConfirm, staffEnrolStart, staffLogin, staffLoginCode } from '@site/contract/api/staff';
import type { BodyOf, ResponseOf } from '@site/contract/endpoint';
import { useMutation } from '@tanstack/react-query';
import { backofficeClient } from '../app/client';
import { queryClient } from '../app/queryClient';
import { useBackoffice } from '../app/store';
import { keys } from './keys';

type Session = ResponseOf<typeof staffLoginCode>;

/** A new session: the tab keeps the token; the member is known at once (no second call to staff.me). */
function begin(session: Session): void {
  queryClient.clear();
  useBackoffice.getState().signIn(session.token, session.staff);
  queryClient.setQueryData([...keys.me(), session.token], session.staff);
}

/** Step 1, the password: answers a ticket and what comes next (a code, or enrolment the first time). Failures are shown by the form. */
export function usePasswordStep() {
  return useMutation({ mutationFn: (body: BodyOf<typeof staffLogin>) => backofficeClient.call(staffLogin, { body, quiet: true }) });
}

/** Step 2, a code from the authenticator app or an unused recovery code. */
export function useCodeStep() {
  return useMutation({
    mutationFn: (body: BodyOf<typeof staffLoginCode>) => backofficeClient.call(staffLoginCode, { body, quiet: true }),
    onSuccess: begin,
  });
}

/** First login: a new secret and its otpauth:// address (the QR code). */
export function useEnrolStart() {
  return useMutation({ mutationFn: (ticket: string) => backofficeClient.call(staffEnrolStart, { body: { ticket }, quiet: true }) });
}

/** First login: a code of the new secret confirms it; the session starts and the ten recovery codes are shown once. */
export function useEnrolConfirm() {
  return useMutation({
    mutationFn: (body: BodyOf<typeof staffEnrolConfirm>) => backofficeClient.call(staffEnrolConfirm, { body, quiet: true }),
    onSuccess: begin,
  });
}
