import type { ReactNode } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { buttonClassName } from '@site/ui/button';
import styles from './ServiceCard.module.css';

export interface ServiceCardProps {
  title: string;
  subtitle?: string;
  href?: string | null;
  badge: ReactNode;
  featured?: boolean;
  /** Shown instead of the go button while the link is loading or missing. */
  pending?: ReactNode;
}

/** A customer-service channel with a go button opening its link in a new window (noopener). */
export function ServiceCard({ title, subtitle, href, badge, featured = false, pending }: ServiceCardProps) {
  const { t } = useTranslation('shell');
  return (
    <li className={featured ? `${styles.card} ${styles.featured}` : styles.card}>
      <span className={styles.badge} aria-hidden="true">
        {badge}
      </span>
      <div className={styles.text}>
        <h2 className={styles.title}>{title}</h2>
        {subtitle ? <p className={styles.sub}>{subtitle}</p> : null}
      </div>
      {href ? (
        <a
          className={buttonClassName({ variant: featured ? 'primary' : 'secondary', size: 'sm' })}
          href={href}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`${t('actions.go')} ${title}`}
        >
          {t('actions.go')}
        </a>
      ) : (
        pending
      )}
    </li>
  );
}
