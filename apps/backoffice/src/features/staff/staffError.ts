import { apiErrorText } from '@site/client/errors';
import type { TFunction } from '@site/client/translator';

/** A refused staff action in words: the catalogue's (the contract's own words: a name in use, one's own account), else the app's for a network failure. */
export function staffErrorText(error: unknown, t: TFunction): string | null {
  return apiErrorText(error, { network: t('errors.network'), timeout: t('errors.timeout'), other: t('errors.generic') });
}
