import { apiErrorText, isApiError } from '@site/client/errors';
import type { TFunction } from '@site/client/translator';
import { formatAmount } from '@site/contract/rules/format';
import { DEPOSIT_LIMIT_ERROR_CODES } from '@site/contract/codes/protection';
import { fundFailureWords } from '../i18n/failureWords';

const CODES: readonly string[] = Object.values(DEPOSIT_LIMIT_ERROR_CODES);

/**
 * A deposit refused by the player's own limit (issue 20, 031040-031042): the catalogue's text
 * names the limit, and the amount still allowed this period comes from the reply's data, since
 * the catalogue's words are the same for every player. Null for any other failure.
 */
export function depositLimitText(error: unknown, t: TFunction): string | null {
  if (!isApiError(error) || !CODES.includes(error.response?.code ?? '')) return null;
  const data = error.response?.data;
  const remaining = data && typeof data === 'object' ? (data as Record<string, unknown>).remaining : undefined;
  const base = apiErrorText(error, fundFailureWords(t)) ?? '';
  return typeof remaining === 'string' ? `${base} ${t('fund:depositLimitLeft', { amount: formatAmount(remaining) })}` : base;
}
