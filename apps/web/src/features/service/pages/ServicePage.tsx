import { useTranslation } from '../../../shared/i18n/useTranslation';
import { Skeleton } from '@site/ui/skeleton';
import { PageFrame } from '../../../shared/ui';
import { useCustomerLink } from '../api/useCustomerLink';
import { useServiceCards } from '../api/useServiceCards';
import { ServiceCard } from '../components/ServiceCard';
import styles from './ServicePage.module.css';

function ChatIcon() {
  return (
    <svg width="26" height="26" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M12 3C6.5 3 2 6.6 2 11c0 2.4 1.3 4.5 3.4 6L4.6 21l4.2-2.2c1 .3 2.1.4 3.2.4 5.5 0 10-3.6 10-8s-4.5-8.2-10-8.2Zm-4 9.3a1.3 1.3 0 1 1 0-2.6 1.3 1.3 0 0 1 0 2.6Zm4 0a1.3 1.3 0 1 1 0-2.6 1.3 1.3 0 0 1 0 2.6Zm4 0a1.3 1.3 0 1 1 0-2.6 1.3 1.3 0 0 1 0 2.6Z"
      />
    </svg>
  );
}

/** /service: the online-chat card plus the configurable cards of dynamic-data customerService. */
export default function ServicePage() {
  const { t } = useTranslation('service');
  const link = useCustomerLink();
  const { cards, backupService, isPending } = useServiceCards();
  const chatUrl = link.data?.url ?? (link.isError ? backupService : null);

  return (
    <PageFrame title={t('title')} description={t('description')}>
      <ul className={styles.list}>
        <ServiceCard
          featured
          badge={<ChatIcon />}
          title={t('chat.title')}
          subtitle={t('chat.subtitle')}
          href={chatUrl}
          pending={link.isPending ? <Skeleton width={72} height={32} /> : <span className={styles.note}>{t('unavailable')}</span>}
        />
        {isPending
          ? [0, 1].map((i) => (
              <li key={i}>
                <Skeleton height={92} />
              </li>
            ))
          : (cards ?? []).map((card) => (
              <ServiceCard key={card.key} badge={card.title.slice(0, 1).toUpperCase()} title={t(`channels.${card.key}`, { defaultValue: card.title })} subtitle={card.id} href={card.link} />
            ))}
      </ul>
    </PageFrame>
  );
}
