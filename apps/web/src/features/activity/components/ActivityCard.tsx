import { SERVER_TIME_ZONE } from '@site/contract';
import { formatDate } from '@site/contract/rules/format';
import { useId } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import type { ActivityItem } from '../api/useActivityList';
import { ActivityAnchor } from '../../../shared/activity/ActivityAnchor';
import { useIsLoggedIn } from '../../../shared/stores/session';
import styles from './Activity.module.css';

/**
 * The promotion's period: "from - to", or "from onwards" when it has no end. In the platform's calendar (server
 * time), the same for every visitor: the list is rendered by the server, whose zone is not the browser's (issue 36:
 * a visitor in Los Angeles hydrated 2025/02/01 over the server's 2025/01/31, React error #418).
 */
export function usePeriod() {
  const { t } = useTranslation('activity');
  const day = (at: string) => formatDate(at, SERVER_TIME_ZONE);
  return (item: Pick<ActivityItem, 'startTime' | 'endTime'>) =>
    item.endTime ? t('card.period', { from: day(item.startTime), to: day(item.endTime) }) : t('card.periodOpen', { from: day(item.startTime) });
}

/** One promotion: picture, title, summary and period, the whole card a link or button (ActivityAnchor). */
export function ActivityCard({ item }: { item: ActivityItem }) {
  const { t } = useTranslation('activity');
  const period = usePeriod();
  const titleId = useId();
  // 需登入 tells a visitor what opening it takes; a logged-in player has it already (issue 19).
  const loggedIn = useIsLoggedIn();
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <ActivityAnchor activity={item} className={styles.link} newWindowHint={t('card.newWindow')}>
        <img src={item.image} alt="" width={750} height={300} loading="lazy" />
        <div className={styles.body}>
          <h3 id={titleId}>{item.title}</h3>
          <span>{item.summary}</span>
          <span className={styles.muted}>{period(item)}</span>
          {item.isNeedLogin && !loggedIn ? <span className={styles.muted}>{t('card.loginNeeded')}</span> : null}
        </div>
      </ActivityAnchor>
    </article>
  );
}
