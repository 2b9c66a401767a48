import { LANGUAGES, useSettingsStore, type Language } from '../stores/settings';
import { Translator, type Resources } from './translator';

type ResourceModule = { default: Resources };

/**
 * Every namespace file, loaded on demand: shared/locales and the features of the first screen (home, its games, the
 * login and the status pages) here; the other features' files through featureLocales.ts, a chunk of their loaders
 * fetched with the first of them: the JS needed to render / holds only the first screen's list (issue 39 grew it).
 */
const FIRST_SCREEN = {
  ...import.meta.glob<ResourceModule>('./{home,games,auth,status-pages}/locales/*/*.json', { base: '../../features' }),
  ...import.meta.glob<ResourceModule>('./*/*.json', { base: '../locales' }),
};

const byLanguageAndNs = new Map<string, () => Promise<ResourceModule>>();
function addFiles(files: Record<string, () => Promise<ResourceModule>>): void {
  for (const [path, load] of Object.entries(files)) {
    const match = /([^/]+)\/([^/]+)\.json$/.exec(path);
    if (match) byLanguageAndNs.set(`${match[1]}/${match[2]}`, load);
  }
}
addFiles(FIRST_SCREEN);
let featuresAdded: Promise<void> | null = null;

async function loadNamespaceFile(language: string, namespace: string): Promise<Resources> {
  if (!byLanguageAndNs.has(`${language}/${namespace}`)) {
    // A refused chunk is not kept: the next namespace asks again (a new build's reload, shared/utils/newBuild.ts).
    featuresAdded ??= import('./featureLocales').then(
      ({ featureLocaleFiles }) => addFiles(featureLocaleFiles),
      (error: unknown) => {
        featuresAdded = null;
        throw error;
      },
    );
    await featuresAdded;
  }
  const load = byLanguageAndNs.get(`${language}/${namespace}`);
  if (!load) throw new Error(`no translations for ${language}/${namespace}`);
  return (await load()).default;
}

export const i18n = new Translator(loadNamespaceFile, { language: useSettingsStore.getState().language, defaultNamespace: 'common' });

/**
 * `<html lang>`, and a `site-lang` cookie so the server can name the page's
 * translation chunks (and set `lang`) in the next index.html it sends.
 */
export function setDocumentLanguage(language: Language): void {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = language;
  document.cookie = `site-lang=${language}; path=/; max-age=31536000; samesite=lax`;
}

let initialised: Promise<unknown> | null = null;

/** Every namespace arrives on demand; `common` starts loading at once, alongside the first page. */
export function initI18n(): Promise<unknown> {
  if (initialised) return initialised;
  const language = useSettingsStore.getState().language;
  setDocumentLanguage(language);
  initialised = i18n.changeLanguage(language).then(() => i18n.loadNamespaces('common'));
  useSettingsStore.subscribe((state, previous) => {
    if (state.language !== previous.language && (LANGUAGES as readonly string[]).includes(state.language)) {
      setDocumentLanguage(state.language);
      void i18n.changeLanguage(state.language);
    }
  });
  return initialised;
}

/** Loads namespaces of the current language; route loaders call it with the page chunk. */
export function loadNamespaces(namespaces: string | readonly string[]): Promise<void> {
  return i18n.loadNamespaces(namespaces);
}
