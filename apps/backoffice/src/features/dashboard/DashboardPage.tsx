import type { DashboardBrand } from '@site/contract/api/staff-dashboard';
import { formatDateTime } from '@site/contract/rules/format';
import { useMe } from '../../api/useMe';
import { useDashboard } from '../../api/useDashboard';
import { LoadingRows } from '../../components/LoadingRows';
import { useTranslation } from '../../i18n/useTranslation';
import { staffErrorText } from '../staff/staffError';
import { PeriodFigures } from './PeriodFigures';
import { QueueTiles } from './QueueTiles';
import styles from './DashboardPage.module.css';

function BrandCard({ card }: { card: DashboardBrand }) {
  const { t } = useTranslation('dashboard');
  const titleId = `dashboard-brand-${card.brand}`;
  return (
    <section className={styles.brand} aria-labelledby={titleId}>
      <h2 id={titleId}>{t(`brands.${card.brand}`, { defaultValue: card.brand })}</h2>
      <div className={styles.periods}>
        <PeriodFigures title={t('today', { label: card.today.label })} period={card.today} />
        <PeriodFigures title={t('month', { label: card.month.label })} period={card.month} />
      </div>
      <QueueTiles queues={card.queues} />
    </section>
  );
}

/** Every member's first page: per brand, today and this month (Asia/Taipei), the ledger's figures, the players' counts and the queues. */
export default function DashboardPage() {
  const { t } = useTranslation('dashboard');
  const me = useMe();
  const dashboard = useDashboard();
  return (
    <section className="bo-page" aria-labelledby="dashboard-title">
      <div className={styles.heading}>
        <h1 id="dashboard-title">{t('title')}</h1>
        {dashboard.data && (
          <p className={styles.asOf}>
            {t('asOf', { at: formatDateTime(dashboard.data.at) })}
            <button type="button" className="bo-button bo-button--ghost" onClick={() => void dashboard.refetch()} disabled={dashboard.isFetching}>
              {t('refresh')}
            </button>
          </p>
        )}
      </div>
      {me.data && <p className={styles.welcome}>{t('welcome', { name: me.data.name })}</p>}
      {dashboard.isPending ? (
        <LoadingRows label={t('loading')} rows={6} />
      ) : dashboard.isError ? (
        <p className="bo-error" role="alert">
          {staffErrorText(dashboard.error, t)}
        </p>
      ) : (
        <>
          <p className={styles.note}>{t('note')}</p>
          {dashboard.data.brands.map((card) => (
            <BrandCard key={card.brand} card={card} />
          ))}
        </>
      )}
    </section>
  );
}
