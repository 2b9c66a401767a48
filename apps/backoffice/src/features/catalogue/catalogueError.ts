import { apiErrorCode, apiErrorText } from '@site/client/errors';
import type { TFunction } from '@site/client/translator';
import { STAFF_CATALOGUE_ERROR_CODES } from '@site/contract/codes/staff-catalogue';
import { STAFF_ERROR_CODES } from '@site/contract/codes/staff';

const NAME_OF = new Map<string, string>(Object.entries(STAFF_CATALOGUE_ERROR_CODES).map(([name, code]) => [code, name]));

/**
 * What a failed catalogue, maintenance or VIP configuration call says inline: our words for its codes (the
 * namespace's `errors.<name>`: catalogue or vipconfig), else the catalogue's.
 */
export function catalogueErrorText(error: unknown, t: TFunction, namespace: 'catalogue' | 'vipconfig' = 'catalogue'): string {
  const code = apiErrorCode(error);
  if (code === STAFF_ERROR_CODES.roleRefused) return t('roleRefused');
  const name = code ? NAME_OF.get(code) : undefined;
  if (name) return t(`${namespace}:errors.${name}`);
  return apiErrorText(error, { network: t('errors.network'), timeout: t('errors.timeout'), other: t('errors.generic') }) ?? t('errors.generic');
}
