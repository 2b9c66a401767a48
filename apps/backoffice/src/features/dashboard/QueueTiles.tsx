import type { StaffQueueCounts } from '@site/contract/api/staff-queues';
import { formatDateTime } from '@site/contract/rules/format';
import { Link } from 'react-router';
import { useMe } from '../../api/useMe';
import { mayOpen, PAGE_TABLE } from '../../app/pageTable';
import { useQueueCounts } from '../../app/useStaffStream';
import { useTranslation } from '../../i18n/useTranslation';
import styles from './DashboardPage.module.css';

const QUEUES = [
  { kind: 'deposit', path: '/queues/deposits', label: 'deposits' },
  { kind: 'withdraw', path: '/queues/withdrawals', label: 'withdrawals' },
  { kind: 'card', path: '/queues/cards', label: 'cards' },
  { kind: 'idcard', path: '/queues/idcards', label: 'idcards' },
] as const;

/**
 * Each queue's length and oldest item, linked to its page where the member's roles open it. Live: the staff stream's
 * counts (the shell keeps it open) replace the dashboard's own when they are newer.
 */
export function QueueTiles({ queues: read }: { queues: StaffQueueCounts }) {
  const { t } = useTranslation('dashboard');
  const roles = useMe().data?.roles ?? [];
  const live = useQueueCounts().data;
  const queues = live && live.at > read.at ? live : read;
  return (
    <section aria-labelledby="dashboard-queues">
      <h3 id="dashboard-queues">{t('queues.title')}</h3>
      <ul className={styles.queues}>
        {QUEUES.map((queue) => {
          const page = PAGE_TABLE.find((p) => p.path === queue.path);
          const count = queues[queue.kind];
          const name = t(`nav.${queue.label}`);
          return (
            <li key={queue.kind} className={count.waiting > 0 ? styles.waiting : undefined}>
              {page && mayOpen(page, roles) ? <Link to={queue.path}>{name}</Link> : <span>{name}</span>}
              <span className={styles.queueCount}>{t('queues.waiting', { count: count.waiting })}</span>
              <span className={styles.oldest}>{count.oldest ? t('queues.oldest', { at: formatDateTime(count.oldest) }) : t('queues.none')}</span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
