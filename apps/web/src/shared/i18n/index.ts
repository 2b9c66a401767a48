export { i18n, initI18n, loadNamespaces, setDocumentLanguage } from './i18n';
export { toApiLanguage, fromApiLanguage, LANGUAGE_NAMES, type ApiLanguage } from './languages';
export { lazyPage, type PageModule, type PageLoader } from './lazyPage';
