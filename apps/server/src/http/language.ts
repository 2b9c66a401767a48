import type { FastifyRequest } from 'fastify';

import { DEFAULT_LANGUAGE, toApiLanguage, type ApiLanguage } from '../domain/language';

// Declared in domain/ so services share them without importing http/ (issue 35).
export { API_LANGUAGES, DEFAULT_LANGUAGE, toApiLanguage, type ApiLanguage } from '../domain/language';

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
