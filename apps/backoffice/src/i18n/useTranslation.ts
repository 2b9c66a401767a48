import type { TFunction, Translator } from '@site/client/translator';
import { createUseTranslation } from '@site/ui/i18n';
import { i18n } from './i18n';

const useShared = createUseTranslation<TFunction, Translator>(i18n);

/** The texts of an area's namespace, `common` behind it: `const { t } = useTranslation('queues')`. */
export function useTranslation(namespace = 'common'): { t: TFunction; i18n: Translator } {
  return useShared(namespace === 'common' ? 'common' : [namespace, 'common']);
}
