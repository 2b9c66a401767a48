import type { QueryStateProps } from '@site/ui/query-state';
import styles from '../protection.module.css';

/**
 * How the protection pages show figures not there yet (ui's QueryState): `cards` skeletons in
 * the cards' grid, or the failure in the notice box with its retry.
 */
export function protectionQueryLook(
  texts: { loading: string; failed: string; retry: string },
  cards: number,
  height = 220,
): Omit<QueryStateProps<unknown>, 'query' | 'children' | 'isEmpty' | 'empty'> {
  return { texts, skeletons: cards, skeletonHeight: height, loadingClassName: styles.cards, failedClassName: styles.notice, retryLook: {} };
}
