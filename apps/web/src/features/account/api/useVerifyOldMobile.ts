import { accountMobileVerifyOld } from '@site/contract/api/account';
import type { ResponseOf } from '@site/contract/endpoint';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../shared/api/call';
import { accountKeys } from './keys';

export type OldMobileProof = ResponseOf<typeof accountMobileVerifyOld>;

/** PUT /v1/user/security/mobile/verify-old: step 1 of a phone change, a code (type 5) from the bound number. */
export function verifyOldMobile(code: string): Promise<OldMobileProof> {
  return call(accountMobileVerifyOld, { body: { code }, quiet: true });
}

export function useVerifyOldMobile() {
  const client = useQueryClient();
  // userDetail.phoneChangePending turns true.
  return useMutation({ mutationFn: verifyOldMobile, onSuccess: () => void client.invalidateQueries({ queryKey: accountKeys.detail() }) });
}
