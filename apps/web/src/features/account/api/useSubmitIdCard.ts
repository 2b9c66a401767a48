import { accountSubmitIdCard, type IdCardState } from '@site/contract/api/account';
import type { BodyOf } from '@site/contract/endpoint';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../shared/api/call';
import { sessionKeys } from '../../../shared/session/keys';
import { accountKeys } from './keys';

export type IdCardSubmission = BodyOf<typeof accountSubmitIdCard>;

/** POST /v1/user/idcard: real name, ID number and the two uploaded photos; answers the new state (verifying). */
export function submitIdCard(body: IdCardSubmission): Promise<IdCardState> {
  return call(accountSubmitIdCard, { body, quiet: true });
}

export function useSubmitIdCard() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: submitIdCard,
    onSuccess: (state) => {
      client.setQueryData(accountKeys.idCard(), state);
      void client.invalidateQueries({ queryKey: accountKeys.idCard() });
      void client.invalidateQueries({ queryKey: accountKeys.detail() });
      void client.invalidateQueries({ queryKey: sessionKeys.userInfo() });
    },
  });
}
