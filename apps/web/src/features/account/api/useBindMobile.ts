import { userMobileBinding } from '@site/contract/api/user';
import type { BodyOf } from '@site/contract/endpoint';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../shared/api/call';
import { sessionKeys } from '../../../shared/session/keys';
import { accountKeys } from './keys';

export type MobileBinding = BodyOf<typeof userMobileBinding>;

/** PUT /v1/user/security/mobile/binding: a first phone, with a code (type 2) sent to it. */
export function bindMobile(body: MobileBinding): Promise<null> {
  return call(userMobileBinding, { body, quiet: true });
}

export function useBindMobile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: bindMobile,
    onSuccess: () => void Promise.all([client.invalidateQueries({ queryKey: sessionKeys.userInfo() }), client.invalidateQueries({ queryKey: accountKeys.detail() })]),
  });
}
