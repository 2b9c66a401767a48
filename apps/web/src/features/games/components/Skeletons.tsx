import { Skeleton } from '@site/ui/skeleton';
import styles from './layout.module.css';

export type CardLayout = 'grid' | 'row';

/** Placeholders exactly the size of the cards they stand for (no layout shift). */
export function CardSkeletons({ count, layout = 'grid' }: { count: number; layout?: CardLayout }) {
  return (
    <ul className={styles[layout]} aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        <li key={i}>
          <Skeleton className={styles.art} height="auto" />
          <Skeleton className={styles.name} height={18} width="70%" />
        </li>
      ))}
    </ul>
  );
}

/** The hot-games block while loading: one panel per category, five cards each. */
export function HotSkeleton({ count }: { count: number }) {
  return (
    <div className={styles.hot} aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className={styles.panel}>
          <div className={styles.panelHead}>
            <Skeleton width={72} height={18} />
          </div>
          <CardSkeletons count={5} layout="row" />
        </div>
      ))}
    </div>
  );
}

/** An empty or failed list, as tall as a row of cards. */
export function EmptyRow({ children }: { children: string }) {
  return <p className={styles.empty}>{children}</p>;
}
