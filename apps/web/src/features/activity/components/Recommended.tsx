import { QueryState } from '@site/ui/query-state';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import type { ApiLanguage } from '../../../shared/i18n';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useRecommendedActivities } from '../api/useRecommendedActivities';
import { activityListQueryOptions, type ActivityItem, type ActivityListInput } from '../api/useActivityList';
import { ActivityCard } from './ActivityCard';
import styles from './Activity.module.css';
import { useActivityQueryLook } from './States';

/** The recommended promotions the grid above does not show already: one promotion, one card on the page (issue 19). */
export function notListed(recommended: readonly ActivityItem[], listed: readonly ActivityItem[] | undefined): ActivityItem[] {
  if (!listed) return [...recommended];
  const shown = new Set(listed.map((item) => item.id));
  return recommended.filter((item) => !shown.has(item.id));
}

interface RecommendedProps {
  language: ApiLanguage;
  currency: string;
  frontendType: 1 | 2;
  /** The grid's page (its query, read from the same cache entry: no second request); null while there is none. */
  listed: ActivityListInput | null;
}

/** GET /v1/activity/recommend/list less what the grid shows: left out when nothing is left to recommend. */
export function Recommended({ language, currency, frontendType, listed }: RecommendedProps) {
  const { t } = useTranslation('activity');
  const activityQueryLook = useActivityQueryLook();
  const recommended = useRecommendedActivities(language, currency, frontendType);
  const grid = useQuery({ ...activityListQueryOptions(listed ?? { language, currency, frontendType, categoryId: 0, page: 1 }), enabled: listed !== null, placeholderData: keepPreviousData });
  // Until the grid has answered, what it will show is unknown: wait rather than show a card twice for a moment.
  const gridPending = listed !== null && grid.isPending;
  const items = recommended.isSuccess ? notListed(recommended.data, listed ? grid.data?.records : undefined) : [];
  if (recommended.isSuccess && !gridPending && items.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="activity-recommended">
      <h2 id="activity-recommended">
        {t('recommended.title')}
      </h2>
      {/* Loading until the grid has answered too, so no card shows twice for a moment. */}
      {!recommended.data || gridPending ? (
        <QueryState query={{ data: undefined, isError: recommended.isError, refetch: recommended.refetch }} {...activityQueryLook({ loading: t('recommended.loading'), failed: t('recommended.failed'), rows: 1 })} />
      ) : (
        <ul className={styles.grid}>
          {items.map((item) => (
            <li key={item.id}>
              <ActivityCard item={item} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
