export { createUseTranslation, type TranslationSource } from './i18n/useTranslation';
