import { apiErrorCode, apiErrorText } from '@site/client/errors';
import type { TFunction } from '@site/client/translator';
import { STAFF_CONTENT_ERROR_CODES } from '@site/contract/codes/staff-content';
import { STAFF_ERROR_CODES } from '@site/contract/codes/staff';

const OURS: Record<string, string> = {
  [STAFF_CONTENT_ERROR_CODES.contentNotFound]: 'content:errors.contentNotFound',
  [STAFF_CONTENT_ERROR_CODES.windowOrder]: 'content:errors.windowOrder',
  [STAFF_CONTENT_ERROR_CODES.pictureNotFound]: 'content:errors.pictureNotFound',
  [STAFF_CONTENT_ERROR_CODES.promotionNotFound]: 'content:errors.promotionNotFound',
  [STAFF_CONTENT_ERROR_CODES.promotionCodeTaken]: 'content:errors.promotionCodeTaken',
  [STAFF_CONTENT_ERROR_CODES.promotionEnded]: 'content:errors.promotionEnded',
  [STAFF_CONTENT_ERROR_CODES.budgetExhausted]: 'content:errors.budgetExhausted',
  [STAFF_CONTENT_ERROR_CODES.perPlayerLimit]: 'content:errors.perPlayerLimit',
  [STAFF_CONTENT_ERROR_CODES.capBelowUsed]: 'content:errors.capBelowUsed',
  [STAFF_CONTENT_ERROR_CODES.notEligible]: 'content:errors.notEligible',
};

/** What a failed content or promotion call says inline: our words for our codes, else the catalogue's. */
export function contentErrorText(error: unknown, t: TFunction): string {
  const code = apiErrorCode(error);
  if (code === STAFF_ERROR_CODES.roleRefused) return t('roleRefused');
  const ours = code ? OURS[code] : undefined;
  if (ours) return t(ours);
  return apiErrorText(error, { network: t('errors.network'), timeout: t('errors.timeout'), other: t('errors.generic') }) ?? t('errors.generic');
}
