import { use, useMemo, useSyncExternalStore } from 'react';
import { i18n } from './i18n';
import type { TFunction, Translator } from './translator';

const pending = new Map<string, Promise<void>>();

/** One promise per language and namespaces, as `use` needs the same promise on every render. */
function whenLoaded(namespaces: readonly string[]): Promise<void> {
  const id = `${i18n.language}|${namespaces.join(',')}`;
  let promise = pending.get(id);
  if (!promise) {
    promise = i18n.loadNamespaces(namespaces).then(
      () => {
        pending.delete(id);
      },
      (error: unknown) => {
        pending.delete(id);
        throw error;
      },
    );
    pending.set(id, promise);
  }
  return promise;
}

const subscribe = (listener: () => void) => i18n.subscribe(listener);
const getVersion = () => i18n.version;

/**
 * The texts of one or more namespaces (the first is looked in first). Suspends
 * until they are loaded in the current language; re-renders when the language
 * changes or a namespace arrives.
 */
export function useTranslation(namespaces?: string | readonly string[]): { t: TFunction; i18n: Translator } {
  useSyncExternalStore(subscribe, getVersion, getVersion);
  const list = namespaces === undefined ? [i18n.defaultNamespace] : typeof namespaces === 'string' ? [namespaces] : namespaces;
  const id = list.join(',');
  if (list.some((ns) => !i18n.hasNamespace(ns))) use(whenLoaded(list));
  const language = i18n.language;
  // A new `t` per language, so memos and effects that use it run again.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `id` stands for the list
  const t = useMemo(() => i18n.getFixedT(list), [id, language]);
  return { t, i18n };
}
