import type { VipCoupon } from '@site/contract/api/vip';
import { formatAmount, formatDateTime } from '@site/contract/rules/format';
import { Dialog } from '@site/ui/dialog';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import styles from './Coupons.module.css';

/** One coupon's detail in the shared dialog (focus trapped inside, returned to the opening button on close). */
export function CouponDialog({ coupon, onClose }: { coupon: VipCoupon | null; onClose: () => void }) {
  const { t } = useTranslation('vip');
  return (
    <Dialog
      open={coupon !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={coupon?.title ?? ''}
      closeLabel={t('coupons.close')}
    >
      {coupon ? (
        <>
          <dl className={styles.detailList}>
            <div>
              <dt>{t('coupons.type')}</dt>
              <dd>{t(`couponType.${coupon.type}`)}</dd>
            </div>
            <div>
              <dt>{t('coupons.status')}</dt>
              <dd>{t(`couponStatus.${coupon.status}`)}</dd>
            </div>
            <div>
              <dt>{t('coupons.balance')}</dt>
              <dd>{t('coupons.balanceValue', { points: formatAmount(coupon.points, 0), original: formatAmount(coupon.originalPoints, 0) })}</dd>
            </div>
            <div>
              <dt>{t('coupons.issuedAt')}</dt>
              <dd>
                <time dateTime={coupon.issuedAt}>{formatDateTime(coupon.issuedAt)}</time>
              </dd>
            </div>
            <div>
              <dt>{t('coupons.expiresAt')}</dt>
              <dd>
                <time dateTime={coupon.expiresAt}>{formatDateTime(coupon.expiresAt)}</time>
              </dd>
            </div>
          </dl>
          <p className={styles.detailText}>{coupon.detail}</p>
        </>
      ) : null}
    </Dialog>
  );
}
