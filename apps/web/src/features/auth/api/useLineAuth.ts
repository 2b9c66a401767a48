import { userLineAuth } from '@site/contract/api/user-line';
import type { BodyOf, ResponseOf } from '@site/contract/endpoint';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../shared/api/call';

/** POST /v1/user/line/auth: the LINE address to leave for (login or register). */
export function lineAuth(body: BodyOf<typeof userLineAuth>): Promise<ResponseOf<typeof userLineAuth>> {
  return call(userLineAuth, { body });
}

export function useLineAuth() {
  return useMutation({ mutationFn: lineAuth });
}
