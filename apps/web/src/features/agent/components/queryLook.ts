import type { QueryStateProps } from '@site/ui/query-state';
import styles from './agent.module.css';

/** How the agent pages show a query not there yet (ui's QueryState): two card skeletons, or the failure in a card with a small retry. */
export function agentQueryLook(t: (key: 'errors.load' | 'retry' | 'loading') => string): Omit<QueryStateProps<unknown>, 'query' | 'children' | 'isEmpty' | 'empty'> {
  return {
    texts: { loading: t('loading'), failed: t('errors.load'), retry: t('retry') },
    skeletons: 2,
    skeletonHeight: 160,
    loadingClassName: styles.grid,
    failedClassName: styles.card,
    retryLook: { variant: 'secondary', size: 'sm' },
  };
}
