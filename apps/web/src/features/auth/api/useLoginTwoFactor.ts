import { userLoginTwoFactor } from '@site/contract/api/account-two-factor';
import type { BodyOf, ResponseOf } from '@site/contract/endpoint';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../shared/api/call';

/** POST /v1/user/login/twoFactor: the 013040 ticket with an authenticator code or a recovery code (issue 39). Quiet: the panel shows the refusal. */
export function loginTwoFactor(body: BodyOf<typeof userLoginTwoFactor>): Promise<ResponseOf<typeof userLoginTwoFactor>> {
  return call(userLoginTwoFactor, { body, quiet: true });
}

export function useLoginTwoFactor() {
  return useMutation({ mutationFn: loginTwoFactor });
}
