import type { FastifyRequest } from 'fastify';

export const API_LANGUAGES = ['TW', 'EN', 'TH'] as const;
export type ApiLanguage = (typeof API_LANGUAGES)[number];
export const DEFAULT_LANGUAGE: ApiLanguage = 'TW';

const ALIASES: Record<string, ApiLanguage> = {
  tw: 'TW',
  'zh-tw': 'TW',
  zh: 'TW',
  'zh-hant': 'TW',
  en: 'EN',
  'en-us': 'EN',
  'en-gb': 'EN',
  th: 'TH',
  'th-th': 'TH',
};

export function toApiLanguage(value: unknown): ApiLanguage | undefined {
  if (typeof value !== 'string') return undefined;
  return ALIASES[value.trim().toLowerCase()];
}

/**
 * The language of a reply's texts: the `language` query parameter, else the
 * `language` or `lang` header, else TW (SPEC 9).
 */
export function languageOf(request: FastifyRequest): ApiLanguage {
  const query = request.query as Record<string, unknown> | undefined;
  return (
    toApiLanguage(query?.language) ??
    toApiLanguage(request.headers.language) ??
    toApiLanguage(request.headers.lang) ??
    DEFAULT_LANGUAGE
  );
}
