import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../stores/settings';

export type ApiLanguage = 'TW' | 'EN' | 'TH';

const TO_API: Record<Language, ApiLanguage> = { 'zh-TW': 'TW', en: 'EN', th: 'TH' };
const FROM_API: Record<ApiLanguage, Language> = { TW: 'zh-TW', EN: 'en', TH: 'th' };

/** The API language codes are TW, EN, TH (SPEC 2, DESIGN 2). */
export function toApiLanguage(language: Language): ApiLanguage {
  return TO_API[language];
}

export function fromApiLanguage(code: string | null | undefined): Language {
  const upper = (code ?? '').toUpperCase();
  if (upper === 'TW' || upper === 'EN' || upper === 'TH') return FROM_API[upper];
  return isLanguage(code) ? code : DEFAULT_LANGUAGE;
}

/** Names shown in the language selector, each in its own language. */
export const LANGUAGE_NAMES: Record<Language, string> = { 'zh-TW': '繁體中文', en: 'English', th: 'ไทย' };
