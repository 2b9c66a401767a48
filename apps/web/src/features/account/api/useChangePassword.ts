import { userSecurityPwd } from '@site/contract/api/user';
import type { BodyOf } from '@site/contract/endpoint';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../shared/api/call';

export type PasswordChange = BodyOf<typeof userSecurityPwd>;

/**
 * PUT /v1/user/security/pwd: with the old password (新舊密碼不能一致 from the
 * server too, 012019). Every other session of the player ends; this one ends
 * with the logout that follows (nothing to invalidate: the session is gone).
 */
export function changePassword(body: PasswordChange): Promise<null> {
  return call(userSecurityPwd, { body, quiet: true });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
