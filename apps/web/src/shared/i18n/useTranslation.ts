import { createUseTranslation } from '@site/ui/i18n';
import { i18n } from './i18n';
import type { TFunction, Translator } from './translator';

const useTranslationOf: (namespaces?: string | readonly string[]) => { t: TFunction; i18n: Translator } = createUseTranslation<TFunction, Translator>(i18n);

/**
 * The namespaces components asked for since the last `clear()`: the server's renderer sends those of
 * a page with it (entry-server.tsx), and the browser loads them all before hydrating. A namespace
 * arriving while parts of the page are still dehydrated would re-render them from above (every
 * useTranslation follows any namespace's arrival), and React then throws their server markup away.
 */
export const renderedNamespaces = new Set<string>();

/**
 * The texts of one or more namespaces (the first is looked in first):
 * `const { t } = useTranslation('ns')`. The hook is @site/ui's, the one the
 * cashier uses too, bound to this app's translator.
 */
export function useTranslation(namespaces?: string | readonly string[]): { t: TFunction; i18n: Translator } {
  if (namespaces === undefined) renderedNamespaces.add(i18n.defaultNamespace);
  else if (typeof namespaces === 'string') renderedNamespaces.add(namespaces);
  else for (const namespace of namespaces) renderedNamespaces.add(namespace);
  return useTranslationOf(namespaces);
}
