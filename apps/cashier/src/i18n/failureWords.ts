import type { FailureWords } from '@site/client/errors';
import type { TFunction } from '@site/client/translator';

/**
 * The cashier's words for a failed form call without the server's (apiErrorText of
 * @site/client/errors): the network or timeout wording, else a generic line.
 * `t` must have the `fund` namespace loaded (it holds error.generic).
 */
export function fundFailureWords(t: TFunction): FailureWords {
  return { network: t('common:errors.network'), timeout: t('common:errors.timeout'), other: t('fund:error.generic') };
}
