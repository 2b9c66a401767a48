import { userValidAccount } from '@site/contract/api/user';
import type { BodyOf, ResponseOf } from '@site/contract/endpoint';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../shared/api/call';

/** POST /v1/user/valid/account: whether an account name is still free (checked as the field is left). */
export function checkUsername(body: BodyOf<typeof userValidAccount>): Promise<ResponseOf<typeof userValidAccount>> {
  return call(userValidAccount, { body });
}

export function useUsernameCheck() {
  return useMutation({ mutationFn: checkUsername });
}
