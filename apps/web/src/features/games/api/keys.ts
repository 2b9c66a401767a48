import type { ApiLanguage } from '../../../shared/i18n';

/** Query keys of the games feature. */
export const gameKeys = {
  all: ['games'] as const,
  types: (language: ApiLanguage) => ['games', 'types', language] as const,
};
