import { accountTwoFactorConfirm } from '@site/contract/api/account-two-factor';
import type { BodyOf } from '@site/contract/endpoint';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../../shared/api/call';
import { sessionKeys } from '../../../../shared/session/keys';

export function confirmTwoFactor(body: BodyOf<typeof accountTwoFactorConfirm>) {
  return call(accountTwoFactorConfirm, { body, quiet: true });
}

/** POST /v1/user/security/twoFactor/confirm: on, with the recovery codes (shown once); the status and user detail are asked again. */
export function useTwoFactorConfirm() {
  const client = useQueryClient();
  return useMutation({ mutationFn: confirmTwoFactor, onSuccess: () => client.invalidateQueries({ queryKey: sessionKeys.all }) });
}
