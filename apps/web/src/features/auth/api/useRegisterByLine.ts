import { userRegisterByLine } from '@site/contract/api/user-line';
import type { BodyOf, ResponseOf } from '@site/contract/endpoint';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../shared/api/call';

/** POST /v1/user/registerByLine: the account of a LINE user, with the state token LINE sent back. */
export function registerByLine(body: BodyOf<typeof userRegisterByLine>): Promise<ResponseOf<typeof userRegisterByLine>> {
  return call(userRegisterByLine, { body });
}

export function useRegisterByLine() {
  return useMutation({ mutationFn: registerByLine });
}
