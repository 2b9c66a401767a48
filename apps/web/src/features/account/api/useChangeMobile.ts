import { userMobileChange } from '@site/contract/api/user';
import type { BodyOf } from '@site/contract/endpoint';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../shared/api/call';
import { sessionKeys } from '../../../shared/session/keys';
import { accountKeys } from './keys';

export type MobileChange = BodyOf<typeof userMobileChange>;

/** PUT /v1/user/security/mobile: step 2 of a phone change, the uuid of step 1 and a code (type 2) from the new number. */
export function changeMobile(body: MobileChange): Promise<null> {
  return call(userMobileChange, { body, quiet: true });
}

export function useChangeMobile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: changeMobile,
    onSuccess: () => void Promise.all([client.invalidateQueries({ queryKey: sessionKeys.userInfo() }), client.invalidateQueries({ queryKey: accountKeys.detail() })]),
  });
}
