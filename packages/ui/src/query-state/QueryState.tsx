import type { ReactNode } from 'react';
import { Button, type ButtonLook } from '../button/Button';
import { listClassNames } from '../list/List';
import { Skeleton } from '../skeleton/Skeleton';
import styles from './QueryState.module.css';

/** What QueryState reads of a TanStack query (any object of this shape). */
export interface QueryLike<D> {
  data: D | undefined;
  isError: boolean;
  refetch: () => unknown;
}

export interface QueryStateTexts {
  /** The loading status's accessible name (the skeletons are hidden from screen readers). */
  loading: string;
  /** What failed, in the page's words. */
  failed: ReactNode;
  /** The retry button's label. */
  retry: string;
}

export interface QueryStateProps<D> {
  query: QueryLike<D>;
  texts: QueryStateTexts;
  /** How many skeleton blocks, and how tall, while loading (1 × 64 by default); a list gives each its own height. */
  skeletons?: number | readonly number[];
  skeletonHeight?: number;
  /**
   * False where a part's loading is not announced (a list below a page that already says it is
   * loading, or beside another status): the skeletons then stand in a busy box, not a status.
   */
  announceLoading?: boolean;
  /** Say the loading text in words (a one-line part) instead of skeleton blocks. */
  loadingInWords?: boolean;
  /** Classes for the loading and failure boxes, where a page lays them out as its cards. */
  loadingClassName?: string;
  failedClassName?: string;
  retryLook?: ButtonLook;
  /** True when the data has come but holds nothing: `empty` is shown instead of the children. */
  isEmpty?: (data: D) => boolean;
  empty?: ReactNode;
  /** The page once its data is there; without it QueryState shows nothing then. */
  children?: (data: D) => ReactNode;
}

/**
 * A query's three states in one place: skeletons under a named status while there is no data,
 * an alert with the page's words and a retry when it failed with nothing to show (a failed
 * refresh of data already shown keeps the data), the empty text, then the page itself.
 */
export function QueryState<D>({
  query,
  texts,
  skeletons = 1,
  skeletonHeight = 64,
  loadingInWords = false,
  announceLoading = true,
  loadingClassName,
  failedClassName,
  retryLook = { variant: 'secondary' },
  isEmpty,
  empty,
  children,
}: QueryStateProps<D>) {
  const { data } = query;
  if (data === undefined) {
    if (query.isError) {
      return (
        <div className={failedClassName ?? listClassNames.empty} role="alert">
          <p>{texts.failed}</p>
          <Button {...retryLook} onClick={() => void query.refetch()}>
            {texts.retry}
          </Button>
        </div>
      );
    }
    if (loadingInWords) {
      return (
        <p className={loadingClassName} role="status">
          {texts.loading}
        </p>
      );
    }
    return (
      <div className={loadingClassName ?? styles.loading} {...(announceLoading ? { role: 'status', 'aria-label': texts.loading } : { 'aria-busy': true })}>
        {(typeof skeletons === 'number' ? Array.from({ length: skeletons }, () => skeletonHeight) : skeletons).map((height, i) => (
          <Skeleton key={i} height={height} />
        ))}
      </div>
    );
  }
  if (isEmpty?.(data)) return <>{empty ?? null}</>;
  return <>{children ? children(data) : null}</>;
}

/**
 * Several queries a page needs together as one: data once every one has it, failed when any
 * failed (while its data is missing), and a retry that asks again each one.
 */
export function allQueries<T extends readonly QueryLike<unknown>[]>(
  ...queries: T
): QueryLike<{ [K in keyof T]: NonNullable<T[K]['data']> }> {
  const done = queries.every((q) => q.data !== undefined);
  return {
    data: done ? (queries.map((q) => q.data) as { [K in keyof T]: NonNullable<T[K]['data']> }) : undefined,
    isError: queries.some((q) => q.isError && q.data === undefined),
    refetch: () => queries.forEach((q) => void q.refetch()),
  };
}
