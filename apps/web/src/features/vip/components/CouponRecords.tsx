import type { VipCouponRecord } from '@site/contract/api/vip';
import { formatAmount, formatDateTime } from '@site/contract/rules/format';
import { QueryState } from '@site/ui/query-state';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { VIP_PAGE_SIZE } from '../api/keys';
import { useVipCouponRecords } from '../api/useVipCouponRecords';
import { Pager } from './Pager';
import { useVipQueryLook } from './States';
import tables from './Table.module.css';
import styles from './Vip.module.css';

/** Signed points with a thousands separator: "+1,000" / "-300". */
function signedPoints(points: string): string {
  const negative = points.startsWith('-');
  return `${negative ? '-' : '+'}${formatAmount(points.replace('-', ''), 0)}`;
}

function Row({ record }: { record: VipCouponRecord }) {
  const { t } = useTranslation('vip');
  return (
    <tr>
      <td>
        <time dateTime={record.createdAt}>{formatDateTime(record.createdAt)}</time>
      </td>
      <td>{t(`move.${record.kind}`)}</td>
      <td>{record.title}</td>
      <td className={tables.number}>{signedPoints(record.points)}</td>
      <td className={tables.number}>{record.amount ? `${formatAmount(record.amount)} ${record.currency ?? ''}` : t('table.none')}</td>
    </tr>
  );
}

/** Coupon movements: issued (+), exchanged (- with the money credited), expired (-). */
export function CouponRecords() {
  const { t } = useTranslation('vip');
  const vipQueryLook = useVipQueryLook();
  const [page, setPage] = useState(1);
  const list = useVipCouponRecords(page);
  const records = list.data?.records ?? [];
  return (
    <section className={styles.section} aria-labelledby="vip-records-heading">
      <h2 id="vip-records-heading" className={styles.heading}>
        {t('records.title')}
      </h2>
      <QueryState query={list} {...vipQueryLook({ loading: t('records.title'), failed: t('records.failed') })} isEmpty={() => records.length === 0} empty={<p className={styles.muted}>{t('records.empty')}</p>}>
        {() => (
          <div className={tables.tableWrap} role="region" aria-labelledby="vip-records-caption" tabIndex={0}>
            <table className={tables.table} aria-busy={list.isPlaceholderData || undefined}>
              <caption id="vip-records-caption" className="visually-hidden">
                {t('records.title')}
              </caption>
              <thead>
                <tr>
                  <th scope="col">{t('records.time')}</th>
                  <th scope="col">{t('records.kind')}</th>
                  <th scope="col">{t('records.name')}</th>
                  <th scope="col">{t('records.points')}</th>
                  <th scope="col">{t('records.amount')}</th>
                </tr>
              </thead>
              <tbody>
                {records.map((record) => (
                  <Row key={record.id} record={record} />
                ))}
              </tbody>
            </table>
          </div>
        )}
      </QueryState>
      <Pager label={t('records.pager')} page={page} total={list.data?.total ?? 0} size={VIP_PAGE_SIZE} onPage={setPage} />
    </section>
  );
}
