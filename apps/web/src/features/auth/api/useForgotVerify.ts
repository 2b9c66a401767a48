import { userForgotVerify } from '@site/contract/api/user';
import type { BodyOf, ResponseOf } from '@site/contract/endpoint';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../shared/api/call';

/** POST /v1/user/forgot/verify: account and phone match; answers the uuid the reset sends back. */
export function forgotVerify(body: BodyOf<typeof userForgotVerify>): Promise<ResponseOf<typeof userForgotVerify>> {
  return call(userForgotVerify, { body });
}

export function useForgotVerify() {
  return useMutation({ mutationFn: forgotVerify });
}
