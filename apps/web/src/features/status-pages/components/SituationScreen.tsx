import type { ReactNode } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { Link } from 'react-router';
import { buttonClassName } from '@site/ui/button';
import { BrandMark } from '../../../shared/ui';
import styles from './SituationScreen.module.css';

export interface SituationScreenProps {
  code?: string;
  title: string;
  text: string;
  /** Rendered inside the site header and footer (404 and the comingSoon screen of SPEC 2) or alone (500, 503). */
  inChrome?: boolean;
  children?: ReactNode;
}

/** Logo, a title, a short explanation and a button home. */
export function SituationScreen({ code, title, text, inChrome = false, children }: SituationScreenProps) {
  const { t } = useTranslation();
  return (
    <div className={inChrome ? `${styles.screen} ${styles.inChrome}` : styles.screen}>
      <section className={styles.card} aria-labelledby="situation-title">
        {inChrome ? null : (
          // The square emblem: the wide logo's picture sits at its left edge, off the card's centre.
          <div className={styles.logo}>
            <BrandMark variant="emblem" />
          </div>
        )}
        {code ? (
          <p className={styles.code} aria-hidden="true">
            {code}
          </p>
        ) : null}
        <h1 id="situation-title" className={styles.title}>
          {title}
        </h1>
        <p className={styles.text}>{text}</p>
        {children}
        <Link to="/" className={buttonClassName({ variant: 'primary', size: 'lg' })}>
          {t('shell:actions.backHome')}
        </Link>
      </section>
    </div>
  );
}
