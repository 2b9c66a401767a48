import type { TFunction, Translator } from '@site/client/translator';
import { createUseTranslation } from '@site/ui/i18n';
import { i18n } from './i18n';

const useShared = createUseTranslation<TFunction, Translator>(i18n);

/**
 * The texts of a screen's namespace, `common` behind it:
 * `const { t } = useTranslation('ns')`. The hook is @site/ui's, the one the
 * web app uses too, bound to the cashier's translator.
 */
export function useTranslation(namespace = 'common'): { t: TFunction; i18n: Translator } {
  return useShared(namespace === 'common' ? 'common' : [namespace, 'common']);
}
