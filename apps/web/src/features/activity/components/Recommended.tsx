import { useTranslation } from '../../../shared/i18n/useTranslation';
import type { ApiLanguage } from '../../../shared/i18n';
import { useRecommendedActivities } from '../api/useRecommendedActivities';
import { ActivityCard } from './ActivityCard';
import styles from './Activity.module.css';
import { Failed, Loading } from './States';

/** GET /v1/activity/recommend/list: left out when there is nothing to recommend. */
export function Recommended({ language, currency, frontendType }: { language: ApiLanguage; currency: string; frontendType: 1 | 2 }) {
  const { t } = useTranslation('activity');
  const recommended = useRecommendedActivities(language, currency, frontendType);
  if (recommended.isSuccess && recommended.data.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="activity-recommended">
      <h2 id="activity-recommended">
        {t('recommended.title')}
      </h2>
      {recommended.isPending ? (
        <Loading label={t('recommended.loading')} rows={1} />
      ) : recommended.isError ? (
        <Failed text={t('recommended.failed')} onRetry={() => void recommended.refetch()} />
      ) : (
        <ul className={styles.grid}>
          {recommended.data.map((item) => (
            <li key={item.id}>
              <ActivityCard item={item} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
