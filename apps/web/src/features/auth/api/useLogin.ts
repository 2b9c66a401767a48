import { userLogin } from '@site/contract/api/user';
import type { BodyOf, ResponseOf } from '@site/contract/endpoint';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../shared/api/call';

/** POST /v1/user/login: account and password, a captcha when the process data asks for one (SPEC 4). */
export function login(body: BodyOf<typeof userLogin>): Promise<ResponseOf<typeof userLogin>> {
  return call(userLogin, { body });
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
