import { staffLettersList } from '@site/contract/api/staff-letters';
import type { ResponseOf } from '@site/contract/endpoint';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { backofficeClient } from '../app/client';

export type LetterListQuery = { page: number; size: number };

export function fetchLetterCampaigns(query: LetterListQuery, signal?: AbortSignal): Promise<ResponseOf<typeof staffLettersList>> {
  return backofficeClient.call(staffLettersList, { query, signal, quiet: true });
}

export function letterCampaignsQueryOptions(query: LetterListQuery) {
  return queryOptions({ queryKey: ['letters', 'list', { ...query }] as const, queryFn: ({ signal }) => fetchLetterCampaigns(query, signal), placeholderData: keepPreviousData });
}

/** The letters to many players, newest first; read again every 2 s while one is scheduled or sending (its n of N). */
export function useLetterCampaigns(query: LetterListQuery) {
  return useQuery({
    ...letterCampaignsQueryOptions(query),
    refetchInterval: (q) => (q.state.data?.records.some((c) => c.status === 'sending' || c.status === 'scheduled') ? 2_000 : false),
  });
}

export const lettersKey = () => ['letters'] as const;
