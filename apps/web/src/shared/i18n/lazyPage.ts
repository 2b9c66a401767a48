import type { PageModule } from '../routing/page';
import { loadNamespaces } from './i18n';

export type { PageModule };
export type PageLoader = () => Promise<PageModule>;

/**
 * A route page loaded on demand together with its translation namespaces.
 * The promise is shared, so the page can be preloaded before React asks for it.
 */
export function lazyPage(load: () => Promise<PageModule>, namespaces: string | readonly string[]): PageLoader {
  let pending: Promise<PageModule> | null = null;
  return () => {
    pending ??= Promise.all([load(), loadNamespaces(namespaces)]).then(
      ([mod]) => mod,
      (error: unknown) => {
        pending = null;
        throw error;
      },
    );
    return pending;
  };
}
