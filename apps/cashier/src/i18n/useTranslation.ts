import type { TFunction } from '@site/client/translator';
import { use, useMemo, useSyncExternalStore } from 'react';
import { i18n } from './i18n';

const pending = new Map<string, Promise<void>>();

/** One promise per language and namespaces, as `use` needs the same promise on every render. */
function whenLoaded(namespaces: readonly string[]): Promise<void> {
  const id = `${i18n.language}|${namespaces.join(',')}`;
  let promise = pending.get(id);
  if (!promise) {
    promise = i18n.loadNamespaces(namespaces).finally(() => pending.delete(id));
    pending.set(id, promise);
  }
  return promise;
}

/** An already-settled thenable: React reads its status and does not suspend. `use` is called on every render, loaded or not, as React expects. */
const READY: Promise<void> = Object.assign(Promise.resolve(), { status: 'fulfilled', value: undefined });

const subscribe = (listener: () => void) => i18n.subscribe(listener);
const getVersion = () => i18n.version;

/**
 * The texts of a screen's namespace, `common` behind it. Suspends until they
 * are loaded in the current language; re-renders when the language changes.
 */
export function useTranslation(namespace = 'common'): TFunction {
  useSyncExternalStore(subscribe, getVersion, getVersion);
  const list = namespace === 'common' ? ['common'] : [namespace, 'common'];
  use(list.some((ns) => !i18n.hasNamespace(ns)) ? whenLoaded(list) : READY);
  const language = i18n.language;
  // A new `t` per language, so memos and effects that use it run again.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `namespace` stands for the list
  return useMemo(() => i18n.getFixedT(list), [namespace, language]);
}
