import { accountTwoFactorBegin } from '@site/contract/api/account-two-factor';
import type { BodyOf } from '@site/contract/endpoint';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../../shared/api/call';

/** Quiet: the form shows the refusal next to the password. */
export function beginTwoFactor(body: BodyOf<typeof accountTwoFactorBegin>) {
  return call(accountTwoFactorBegin, { body, quiet: true });
}

/** POST /v1/user/security/twoFactor/begin: the password confirmed, a new secret and its otpauth URI. */
export function useTwoFactorBegin() {
  return useMutation({ mutationFn: beginTwoFactor });
}
