import type { ApiLanguage } from '@site/client/environment';
import { Translator, type Resources } from '@site/client/translator';

/**
 * The cashier's strings: one JSON namespace per screen under
 * locales/<language>/<ns>.json, loaded on demand by the same translator as the
 * web app's (@site/client/translator). `common` of zh-TW (the default) ships
 * with the app so the first paint has words before the host's `init`.
 */
export type Language = 'zh-TW' | 'en' | 'th';

const FROM_API: Record<ApiLanguage, Language> = { TW: 'zh-TW', EN: 'en', TH: 'th' };
export const DEFAULT_LANGUAGE: Language = 'zh-TW';

export function fromApiLanguage(code: ApiLanguage): Language {
  return FROM_API[code];
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
