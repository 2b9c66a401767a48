import { useTranslation } from '../../../shared/i18n/useTranslation';
import { Link } from 'react-router';
import { buttonClassName } from '@site/ui/button';
import { agentPaths } from '../../agent/paths';
import { servicePaths } from '../../service/paths';
import { PageFrame } from '../../../shared/ui';
import { BulletList } from '../components/Prose';
import styles from './AgencyPage.module.css';

/** /stationary/agency: tiers, requirements (SPEC 1, 9) and how to apply. */
export default function AgencyPage() {
  const { t } = useTranslation('content');
  const tiers = t('agency.tiers', { returnObjects: true });
  return (
    <PageFrame title={t('agency.title')} description={t('agency.description')}>
      <div className={styles.grid}>
        <section className={styles.card} aria-labelledby="agency-tiers">
          <h2 id="agency-tiers">{t('agency.tiersHeading')}</h2>
          <ol className={styles.tiers}>
            {(Array.isArray(tiers) ? (tiers as string[]) : []).map((tier) => (
              <li key={tier} className={styles.tier}>
                {tier}
              </li>
            ))}
          </ol>
        </section>
        <section className={styles.card} aria-labelledby="agency-requirements">
          <h2 id="agency-requirements">{t('agency.requirementsHeading')}</h2>
          <BulletList items={t('agency.requirements', { returnObjects: true })} />
        </section>
      </div>
      <section className={styles.apply} aria-labelledby="agency-apply">
        <div>
          <h2 id="agency-apply">{t('agency.applyHeading')}</h2>
          <p>{t('agency.applyText')}</p>
        </div>
        <div className={styles.applyActions}>
          <Link to={servicePaths.service()} className={buttonClassName({ variant: 'primary' })}>
            {t('agency.applyButton')}
          </Link>
          {/* Issue 21: an agent already opened by customer service logs in to its backend. */}
          <Link to={agentPaths.agentLogin()} className={buttonClassName({ variant: 'secondary' })}>
            {t('agency.agentLogin')}
          </Link>
        </div>
      </section>
    </PageFrame>
  );
}
