import type { ApiLanguage } from '@site/client/environment';
import { Translator, type Resources } from '@site/client/translator';

/**
 * The back office's strings: one JSON namespace per area under locales/<language>/<ns>.json, loaded on
 * demand by the site's translator (@site/client/translator). zh-TW, English and Thai (issue 37); `common` of
 * zh-TW ships with the app so the login screen has words at once.
 */
export const LANGUAGES = ['zh-TW', 'en', 'th'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'zh-TW';

const TO_API: Record<Language, ApiLanguage> = { 'zh-TW': 'TW', en: 'EN', th: 'TH' };
export function toApiLanguage(language: Language): ApiLanguage {
  return TO_API[language];
}
export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

type ResourceModule = { default: Resources };
const eager = import.meta.glob<ResourceModule>('../locales/zh-TW/common.json', { eager: true });
const files: Record<string, () => Promise<ResourceModule>> = {
  ...import.meta.glob<ResourceModule>(['../locales/*/*.json', '!../locales/zh-TW/common.json']),
  ...Object.fromEntries(Object.entries(eager).map(([path, module]) => [path, () => Promise.resolve(module)])),
};

async function loadNamespaceFile(language: string, namespace: string): Promise<Resources> {
  const load = files[`../locales/${language}/${namespace}.json`];
  if (!load) throw new Error(`no translations for ${language}/${namespace}`);
  return (await load()).default;
}

export const i18n = new Translator(loadNamespaceFile, { language: DEFAULT_LANGUAGE, defaultNamespace: 'common' });
for (const module of Object.values(eager)) i18n.addResourceBundle(DEFAULT_LANGUAGE, 'common', module.default);
