import type { ApiLanguage } from '../../../shared/i18n';

/** Query keys of the home feature. */
export const homeKeys = {
  all: ['home'] as const,
  adverts: (language: ApiLanguage) => ['home', 'adverts', language] as const,
  /** The dialog list differs per frontend type and per player (the unread notice): `viewer` is a user id or 'guest'. */
  dialogs: (language: ApiLanguage, frontendType: 1 | 2, viewer: string) => ['home', 'dialogs', language, frontendType, viewer] as const,
  floats: (language: ApiLanguage) => ['home', 'floats', language] as const,
};
