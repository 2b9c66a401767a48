import { apiErrorCode, apiErrorText, isApiError } from '@site/client/errors';
import type { TFunction } from '@site/client/translator';
import { STAFF_ERROR_CODES } from '@site/contract/codes/staff';
import { formatTime } from './format';

/**
 * What a queue row says of a refused action, inline: who holds an item claimed by another member (and until when),
 * else the catalogue's words for the code (the four-eyes refusal, an item already decided, a role refused), else
 * the app's words for a network failure. Null for what the client handled itself (an ended session).
 */
export function queueErrorText(error: unknown, t: TFunction, language: string): string | null {
  if (apiErrorCode(error) === STAFF_ERROR_CODES.claimedByOther) {
    const holder = (isApiError(error) ? error.response?.data : null) as { name?: unknown; until?: unknown } | null;
    if (typeof holder?.name === 'string' && typeof holder.until === 'string') {
      return t('queues:errors.claimedBy', { name: holder.name, until: formatTime(holder.until, language) });
    }
  }
  return apiErrorText(error, { network: t('errors.network'), timeout: t('errors.timeout'), other: t('errors.generic') });
}
