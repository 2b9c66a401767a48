import { userSecuritySmsPwd } from '@site/contract/api/user';
import type { BodyOf } from '@site/contract/endpoint';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../shared/api/call';

export type SmsPasswordChange = BodyOf<typeof userSecuritySmsPwd>;

/** PUT /v1/user/security/sms/pwd: with a code (type 6) sent to the bound phone; every other session ends. */
export function changePasswordBySms(body: SmsPasswordChange): Promise<null> {
  return call(userSecuritySmsPwd, { body, quiet: true });
}

export function useChangePasswordBySms() {
  return useMutation({ mutationFn: changePasswordBySms });
}
