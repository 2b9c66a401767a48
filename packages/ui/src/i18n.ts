export { createUseTranslation, type TranslationSource, type TranslationHookOptions } from './i18n/useTranslation';
