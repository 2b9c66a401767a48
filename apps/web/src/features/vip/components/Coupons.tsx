import type { VipCoupon } from '@site/contract/api/vip';
import { formatAmount, formatDate } from '@site/contract/rules/format';
import { Button } from '@site/ui/button';
import { QueryState } from '@site/ui/query-state';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { VIP_PAGE_SIZE } from '../api/keys';
import { useVipCoupons } from '../api/useVipCoupons';
import { CouponDialog } from './CouponDialog';
import { Pager } from './Pager';
import { useVipQueryLook } from './States';
import cards from './Coupons.module.css';
import styles from './Vip.module.css';

function CouponItem({ coupon, onOpen }: { coupon: VipCoupon; onOpen: (coupon: VipCoupon) => void }) {
  const { t } = useTranslation('vip');
  const titleId = `vip-coupon-${coupon.id}`;
  return (
    <li className={cards.coupon} data-status={coupon.status}>
      <div className={cards.couponHead}>
        <h3 id={titleId} className={cards.couponTitle}>
          {coupon.title}
        </h3>
        <span className={cards.badge}>{t(`couponType.${coupon.type}`)}</span>
      </div>
      <dl className={cards.couponFacts}>
        <div>
          <dt>{t('coupons.balance')}</dt>
          <dd>{t('points', { points: formatAmount(coupon.points, 0) })}</dd>
        </div>
        <div>
          <dt>{t('coupons.expiresAt')}</dt>
          <dd>
            <time dateTime={coupon.expiresAt}>{formatDate(coupon.expiresAt)}</time>
          </dd>
        </div>
        <div>
          <dt>{t('coupons.status')}</dt>
          <dd className={coupon.status === 'active' ? styles.stateOn : styles.stateOff}>{t(`couponStatus.${coupon.status}`)}</dd>
        </div>
      </dl>
      <Button variant="ghost" size="sm" aria-label={t('coupons.detailFor', { title: coupon.title })} onClick={() => onOpen(coupon)}>
        {t('coupons.detail')}
      </Button>
    </li>
  );
}

/** The player's points coupons, a page at a time; each opens its detail in a dialog. */
export function Coupons() {
  const { t } = useTranslation('vip');
  const vipQueryLook = useVipQueryLook();
  const [page, setPage] = useState(1);
  const [opened, setOpened] = useState<VipCoupon | null>(null);
  const list = useVipCoupons(page);
  const records = list.data?.records ?? [];
  return (
    <section className={styles.section} aria-labelledby="vip-coupons-heading">
      <h2 id="vip-coupons-heading" className={styles.heading}>
        {t('coupons.title')}
      </h2>
      <QueryState query={list} {...vipQueryLook({ loading: t('coupons.title'), failed: t('coupons.failed') })} isEmpty={() => records.length === 0} empty={<p className={styles.muted}>{t('coupons.empty')}</p>}>
        {() => (
          <ul className={cards.coupons} aria-labelledby="vip-coupons-heading" aria-busy={list.isPlaceholderData || undefined}>
            {records.map((coupon) => (
              <CouponItem key={coupon.id} coupon={coupon} onOpen={setOpened} />
            ))}
          </ul>
        )}
      </QueryState>
      <Pager label={t('coupons.pager')} page={page} total={list.data?.total ?? 0} size={VIP_PAGE_SIZE} onPage={setPage} />
      <CouponDialog coupon={opened} onClose={() => setOpened(null)} />
    </section>
  );
}
