import { Link } from 'react-router';
import { SPONSOR_COUNT } from '@site/contract/constants';
import { contentPaths } from '../paths';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { useSponsors } from '../api/useSponsors';
import { SponsorsState } from './SponsorStates';
import styles from './Sponsors.module.css';

/** The sponsor cards: picture, title (the link to the detail), subtitle and partner subtitle. */
export function SponsorList() {
  const { t } = useTranslation('content');
  const sponsors = useSponsors();
  const { data } = sponsors;
  if (!data) return <SponsorsState query={sponsors} cards={SPONSOR_COUNT} />;
  if (data.length === 0) return <p>{t('sponsor.empty')}</p>;
  return (
    <ul className={styles.grid} aria-label={t('sponsor.listLabel')}>
      {data.map((sponsor) => (
        <li key={sponsor.id} className={styles.card}>
          <img className={styles.picture} src={sponsor.image} alt="" width={800} height={450} loading="lazy" decoding="async" />
          <div className={styles.text}>
            <h2>
              <Link to={contentPaths.sponsor({ id: sponsor.id })}>
                {sponsor.title}
              </Link>
            </h2>
            <p>{sponsor.subtitle}</p>
            <p className={styles.partner}>{sponsor.partnerSubtitle}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
