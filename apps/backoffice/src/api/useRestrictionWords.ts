import { loadErrorCatalogue } from '@site/client/catalogue';
import type { PlayerRestriction } from '@site/contract/api/staff-players';
import { FUND_ERRORS } from '@site/contract/codes/fund';
import { SESSION_ERRORS } from '@site/contract/codes/session';
import { errorKey } from '@site/contract/error-codes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { backofficeClient } from '../app/client';
import { useBackoffice } from '../app/store';
import { toApiLanguage, type Language } from '../i18n/i18n';
import { keys } from './keys';

/**
 * The refusal each restriction gives the player (the contract's PLAYER_RESTRICTIONS): login 001002 with 403,
 * withdraw 031002, deposit 031001. Named here by their declarations, worded by the server's catalogue in the
 * member's language: the very sentence the player reads (SPEC 8).
 */
export const RESTRICTION_REFUSALS: Record<PlayerRestriction, { status: number; code: string }> = {
  login: SESSION_ERRORS.accountBlocked,
  withdraw: FUND_ERRORS.withdrawBlocked,
  deposit: FUND_ERRORS.rechargeLimited,
};

export type RestrictionWords = Partial<Record<PlayerRestriction, string>>;

export async function fetchRestrictionWords(language: Language): Promise<RestrictionWords> {
  const catalogue = await loadErrorCatalogue(backofficeClient.environment, toApiLanguage(language));
  const words: RestrictionWords = {};
  for (const [restriction, refusal] of Object.entries(RESTRICTION_REFUSALS) as [PlayerRestriction, { status: number; code: string }][]) {
    const record = catalogue?.errorCodes.find((r) => errorKey(r.httpStatus, r.errorCode) === errorKey(refusal.status, refusal.code));
    if (record) words[restriction] = record.description || record.defaultDesc;
  }
  return words;
}

export function restrictionWordsQueryOptions(language: Language) {
  return queryOptions({ queryKey: keys.restrictionWords(language), queryFn: () => fetchRestrictionWords(language), staleTime: Infinity });
}

/** What the player is told when each restriction stops them, in the member's language (from the error catalogue). */
export function useRestrictionWords() {
  const language = useBackoffice((state) => state.language);
  return useQuery(restrictionWordsQueryOptions(language));
}
