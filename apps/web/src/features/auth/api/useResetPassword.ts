import { userResetPwd } from '@site/contract/api/user';
import type { BodyOf, ResponseOf } from '@site/contract/endpoint';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../shared/api/call';

/** PUT /v1/user/pwd: the new password with the SMS code of the forgot flow. */
export function resetPassword(body: BodyOf<typeof userResetPwd>): Promise<ResponseOf<typeof userResetPwd>> {
  return call(userResetPwd, { body });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
