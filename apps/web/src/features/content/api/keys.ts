import type { ApiLanguage } from '../../../shared/i18n';

/** Query keys of the content feature. */
export const contentKeys = {
  all: ['content'] as const,
  sponsors: (language: ApiLanguage) => ['content', 'sponsors', language] as const,
  sponsor: (language: ApiLanguage, id: string) => ['content', 'sponsor', language, id] as const,
  appVersion: (appType: string, osType: string) => ['content', 'appVersion', appType, osType] as const,
};
