import { userRegisterPhone } from '@site/contract/api/user';
import type { BodyOf, ResponseOf } from '@site/contract/endpoint';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../shared/api/call';

/** POST /v1/user/register/phone: the account of a verified phone (SPEC 4). */
export function registerPhone(body: BodyOf<typeof userRegisterPhone>): Promise<ResponseOf<typeof userRegisterPhone>> {
  return call(userRegisterPhone, { body });
}

export function useRegisterPhone() {
  return useMutation({ mutationFn: registerPhone });
}
