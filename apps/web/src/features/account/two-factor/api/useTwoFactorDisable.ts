import { accountTwoFactorDisable } from '@site/contract/api/account-two-factor';
import type { BodyOf } from '@site/contract/endpoint';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../../shared/api/call';
import { sessionKeys } from '../../../../shared/session/keys';

export function disableTwoFactor(body: BodyOf<typeof accountTwoFactorDisable>) {
  return call(accountTwoFactorDisable, { body, quiet: true });
}

/** POST /v1/user/security/twoFactor/disable with a code or a recovery code; the status and user detail are asked again. */
export function useTwoFactorDisable() {
  const client = useQueryClient();
  return useMutation({ mutationFn: disableTwoFactor, onSuccess: () => client.invalidateQueries({ queryKey: sessionKeys.all }) });
}
