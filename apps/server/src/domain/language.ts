// The API's languages, below both services/ (texts of a reply) and http/ (reading a request's language), so a
// service never imports http/ for them (issue 35). They are the contract's language codes.
import { DEFAULT_LANGUAGE as CONTRACT_DEFAULT, LANGUAGE_CODES, type LanguageCode } from '@site/contract';

export const API_LANGUAGES = LANGUAGE_CODES;
export type ApiLanguage = LanguageCode;
export const DEFAULT_LANGUAGE: ApiLanguage = CONTRACT_DEFAULT;

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
