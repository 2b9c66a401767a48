import { accountSmsVerify } from '@site/contract/api/account';
import type { BodyOf } from '@site/contract/endpoint';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../shared/api/call';
import { accountKeys } from './keys';

export type SmsVerifyChange = BodyOf<typeof accountSmsVerify>;

/** PUT /v1/user/security/smsVerify: SMS login verification on or off, with a code (type 8) from the bound phone. */
export function setSmsVerify(body: SmsVerifyChange): Promise<null> {
  return call(accountSmsVerify, { body, quiet: true });
}

export function useSetSmsVerify() {
  const client = useQueryClient();
  return useMutation({ mutationFn: setSmsVerify, onSuccess: () => void client.invalidateQueries({ queryKey: accountKeys.detail() }) });
}
