import { use, useMemo, useSyncExternalStore } from 'react';

/**
 * What the hook needs of a translator: @site/client's Translator has this
 * shape (ui does not depend on client, so it is named here, not imported).
 */
export interface TranslationSource<T> {
  readonly language: string;
  /** The language of the server's markup being hydrated, if the app is hydrating one. */
  readonly hydratingLanguage?: string;
  readonly version: number;
  readonly defaultNamespace: string;
  subscribe(listener: () => void): () => void;
  hasNamespace(namespace: string, language?: string): boolean;
  loadNamespaces(namespaces: string | readonly string[], language?: string): Promise<void>;
  getFixedT(namespaces?: string | readonly string[], language?: string): T;
}

/**
 * The one useTranslation of the web app and the cashier, bound to each app's
 * translator: `const { t } = useTranslation('ns')`. It suspends until the
 * namespaces are loaded in the current language and re-renders when the
 * language changes or a namespace arrives.
 */
export function createUseTranslation<T, S extends TranslationSource<T>>(i18n: S) {
  /**
   * One promise per language and namespaces, kept once loaded: `use` needs the
   * same promise on every render, and a render that suspended on it must call
   * `use` again when React replays it, even though the texts are there by then
   * (otherwise its hooks no longer line up: React error 467 "Update hook called
   * on initial render"). A failed load is forgotten, so a later render tries again.
   */
  const loads = new Map<string, Promise<void>>();
  const loadKey = (namespaces: readonly string[], language: string) => `${language}|${namespaces.join(',')}`;

  function whenLoaded(namespaces: readonly string[], language: string): Promise<void> {
    const id = loadKey(namespaces, language);
    let promise = loads.get(id);
    if (!promise) {
      const load = i18n.loadNamespaces(namespaces, language).then(
        () => {
          // As React marks a promise it has seen settle: `use` then reads it at once, even in a component that never suspended on it.
          Object.assign(load, { status: 'fulfilled', value: undefined });
        },
        (error: unknown) => {
          loads.delete(id);
          throw error;
        },
      );
      loads.set(id, load);
      promise = load;
    }
    return promise;
  }

  const subscribe = (listener: () => void) => i18n.subscribe(listener);
  // The snapshot names the language to render in. React asks for the server's while hydrating: the
  // markup's language, so a part hydrated after the player chose another one matches its markup, and
  // React re-renders it in the new language right after (the snapshots then differ).
  const snapshotIn = (language: string) => `${i18n.version}|${language}`;
  const getSnapshot = () => snapshotIn(i18n.language);
  const getServerSnapshot = () => snapshotIn(i18n.hydratingLanguage ?? i18n.language);

  return function useTranslation(namespaces?: string | readonly string[]): { t: T; i18n: S } {
    const snapshot = useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
    const language = snapshot.slice(snapshot.indexOf('|') + 1);
    const list = namespaces === undefined ? [i18n.defaultNamespace] : typeof namespaces === 'string' ? [namespaces] : namespaces;
    const id = list.join(',');
    // Once this list had to be loaded, `use` is called on every render (answering at once when loaded).
    if (loads.has(loadKey(list, language)) || list.some((ns) => !i18n.hasNamespace(ns, language))) use(whenLoaded(list, language));
    // A new `t` per language, so memos and effects that use it run again.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `id` stands for the list
    const t = useMemo(() => i18n.getFixedT(list, language), [id, language]);
    return { t, i18n };
  };
}
