import { createUseTranslation } from '@site/ui/i18n';
import { i18n } from './i18n';
import type { TFunction, Translator } from './translator';

/**
 * The texts of one or more namespaces (the first is looked in first):
 * `const { t } = useTranslation('ns')`. The hook is @site/ui's, the one the
 * cashier uses too, bound to this app's translator.
 */
export const useTranslation: (namespaces?: string | readonly string[]) => { t: TFunction; i18n: Translator } = createUseTranslation<TFunction, Translator>(i18n);
