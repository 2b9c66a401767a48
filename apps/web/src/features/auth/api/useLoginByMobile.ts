import { userLoginByMobile } from '@site/contract/api/user';
import type { BodyOf, ResponseOf } from '@site/contract/endpoint';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../shared/api/call';

/** POST /v1/user/loginByMobile: phone and SMS code; also the second step of a login that needs the phone verified (012011). */
export function loginByMobile(body: BodyOf<typeof userLoginByMobile>): Promise<ResponseOf<typeof userLoginByMobile>> {
  return call(userLoginByMobile, { body });
}

export function useLoginByMobile() {
  return useMutation({ mutationFn: loginByMobile });
}
