import type { ApiLanguage } from '../../../shared/i18n';

/** Query keys of the service feature. */
export const serviceKeys = {
  all: ['service'] as const,
  customerLink: (language: ApiLanguage) => ['service', 'customerLink', language] as const,
};
