import { apiErrorCode, apiErrorText } from '@site/client/errors';
import type { TFunction } from '@site/client/translator';
import { STAFF_ERROR_CODES } from '@site/contract/codes/staff';
import { STAFF_LETTER_ERROR_CODES } from '@site/contract/codes/staff-outreach';

const OURS: Record<string, string> = {
  [STAFF_LETTER_ERROR_CODES.campaignNotFound]: 'letters:errors.notFound',
  [STAFF_LETTER_ERROR_CODES.campaignNotScheduled]: 'letters:errors.notScheduled',
  [STAFF_LETTER_ERROR_CODES.sendAtPast]: 'letters:errors.past',
  [STAFF_LETTER_ERROR_CODES.segmentEmpty]: 'letters:errors.empty',
  [STAFF_LETTER_ERROR_CODES.segmentRange]: 'letters:errors.range',
};

/** What a failed letters call says inline: our words for the letters' codes, else the catalogue's. */
export function lettersErrorText(error: unknown, t: TFunction): string {
  const code = apiErrorCode(error);
  if (code === STAFF_ERROR_CODES.roleRefused) return t('roleRefused');
  const key = code ? OURS[code] : undefined;
  if (key) return t(key);
  return apiErrorText(error, { network: t('errors.network'), timeout: t('errors.timeout'), other: t('errors.generic') }) ?? t('errors.generic');
}
