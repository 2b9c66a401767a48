import type { TFunction, Translator } from '@site/client/translator';
import { createUseTranslation } from '@site/ui/i18n';
import { i18n } from './i18n';

/**
 * The texts of a screen's namespaces, `common` behind them:
 * `const { t } = useTranslation('ns')`. The hook is @site/ui's, the one the
 * web app uses too, bound to the cashier's translator.
 */
export const useTranslation: (namespaces?: string | readonly string[]) => { t: TFunction; i18n: Translator } = createUseTranslation<TFunction, Translator>(i18n, {
  behind: 'common',
});
