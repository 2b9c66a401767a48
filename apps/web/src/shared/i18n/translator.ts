// The translator is shared with the cashier frame: it lives in @site/client (tests beside it).
export { Translator, type NamespaceLoader, type Resources, type TFunction, type TOptions } from '@site/client/translator';
