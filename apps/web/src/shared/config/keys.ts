import type { ApiLanguage } from '../i18n/languages';

/** Query keys of the configuration calls (SPEC 7, proxy and configuration). */
export const configKeys = {
  all: ['config'] as const,
  logo: () => ['config', 'logo'] as const,
  languages: () => ['config', 'languages'] as const,
  media: () => ['config', 'media'] as const,
  dynamicData: (keys: string) => ['config', 'dynamicData', keys] as const,
  customerLink: (language: ApiLanguage) => ['config', 'customerLink', language] as const,
  maintain: () => ['config', 'maintain'] as const,
  parseDomain: () => ['config', 'parseDomain'] as const,
};
