import { apiErrorCode, apiErrorText } from '@site/client/errors';
import type { TFunction } from '@site/client/translator';
import { STAFF_ERROR_CODES } from '@site/contract/codes/staff';

/** What a failed report says inline: our words for a refused role, else the catalogue's (081120-081122 say what to change). */
export function reportErrorText(error: unknown, t: TFunction): string {
  if (apiErrorCode(error) === STAFF_ERROR_CODES.roleRefused) return t('roleRefused');
  return apiErrorText(error, { network: t('errors.network'), timeout: t('errors.timeout'), other: t('errors.generic') }) ?? t('errors.generic');
}
