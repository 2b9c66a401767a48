import type { ApiClient } from '@site/client/client';
import { termsWithdraw, type WithdrawTerms } from '@site/contract/api/terms';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useCashier } from '../app/session';
import { fundKeys } from './fundKeys';

/** Under fundKeys.withdraws(): a withdrawal applied or cancelled (useApplyWithdraw, useCancelWithdraw) makes it stale. */
export const withdrawTermsKey = () => [...fundKeys.withdraws(), 'terms'] as const;

export function fetchWithdrawTerms(client: ApiClient, signal?: AbortSignal): Promise<WithdrawTerms> {
  return client.call(termsWithdraw, { signal });
}

export function withdrawTermsQueryOptions(client: ApiClient) {
  return queryOptions({ queryKey: withdrawTermsKey(), queryFn: ({ signal }) => fetchWithdrawTerms(client, signal) });
}

/** The terms for the next withdrawal (issue 20): the fee-free destination, the 24-hour total, dormancy. */
export function useWithdrawTerms() {
  const { client } = useCashier();
  return useQuery(withdrawTermsQueryOptions(client));
}
