import { useTranslation } from '../../../shared/i18n/useTranslation';
import { buttonClassName } from '@site/ui/button';
import { Skeleton } from '@site/ui/skeleton';
import { PageFrame } from '../../../shared/ui';
import { useCustomerLink } from '../api/useCustomerLink';

/** /serviceHand: the hand-off to the online chat. */
export default function ServiceHandPage() {
  const { t } = useTranslation('service');
  const { data, isPending } = useCustomerLink();
  return (
    <PageFrame title={t('hand.title')} description={t('hand.description')}>
      <div>
        {isPending ? (
          <Skeleton width={200} height={48} />
        ) : data ? (
          <a className={buttonClassName({ variant: 'primary', size: 'lg' })} href={data.url} target="_blank" rel="noopener noreferrer">
            {t('hand.open')}
          </a>
        ) : (
          <p>{t('unavailable')}</p>
        )}
      </div>
    </PageFrame>
  );
}
