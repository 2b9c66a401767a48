import i18next, { type BackendModule, type i18n as I18n, type ReadCallback } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGES, useSettingsStore, type Language } from '../stores/settings';

type Resource = { default: Record<string, unknown> };

/** Every namespace file, loaded on demand: features/<f>/locales/<lng>/<ns>.json and shared/locales. */
const files = {
  ...import.meta.glob<Resource>('./*/locales/*/*.json', { base: '../../features' }),
  ...import.meta.glob<Resource>('./*/*.json', { base: '../locales' }),
};

const byLanguageAndNs = new Map<string, () => Promise<Resource>>();
for (const [path, load] of Object.entries(files)) {
  const match = /([^/]+)\/([^/]+)\.json$/.exec(path);
  if (match) byLanguageAndNs.set(`${match[1]}/${match[2]}`, load);
}

const lazyBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read: (language: string, namespace: string, callback: ReadCallback) => {
    const load = byLanguageAndNs.get(`${language}/${namespace}`);
    if (!load) {
      callback(new Error(`no translations for ${language}/${namespace}`), false);
      return;
    }
    load().then(
      (mod) => callback(null, mod.default),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

export const i18n: I18n = i18next.createInstance();

export function setDocumentLanguage(language: Language): void {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

let initialised: Promise<unknown> | null = null;

/** Every namespace arrives on demand; `common` starts loading at once, alongside the first page. */
export function initI18n(): Promise<unknown> {
  if (initialised) return initialised;
  const language = useSettingsStore.getState().language;
  setDocumentLanguage(language);
  initialised = i18n
    .use(lazyBackend)
    .use(initReactI18next)
    .init({
      lng: language,
      fallbackLng: false,
      supportedLngs: [...LANGUAGES],
      load: 'currentOnly',
      ns: ['common'],
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      returnNull: false,
      react: { useSuspense: true },
    });
  useSettingsStore.subscribe((state, previous) => {
    if (state.language !== previous.language) {
      setDocumentLanguage(state.language);
      void i18n.changeLanguage(state.language);
    }
  });
  return initialised;
}

/** Loads namespaces of the current language; route loaders call it with the page chunk. */
export function loadNamespaces(namespaces: string | readonly string[]): Promise<void> {
  return i18n.loadNamespaces(typeof namespaces === 'string' ? namespaces : [...namespaces]);
}
