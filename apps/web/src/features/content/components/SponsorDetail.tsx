import { Link } from 'react-router';
import { contentPaths } from '../paths';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { PageFrame } from '../../../shared/ui';
import { isSponsorNotFound, useSponsor } from '../api/useSponsor';
import { SponsorsState } from './SponsorStates';
import styles from './Sponsors.module.css';

function BackLink() {
  const { t } = useTranslation('content');
  return (
    <Link className={styles.back} to={contentPaths.sponsor()}>
      <span aria-hidden="true">←</span> {t('sponsor.back')}
    </Link>
  );
}

/** One sponsor: its title as the heading, the picture, the detail paragraphs and a way back to the list. */
export function SponsorDetail({ id }: { id: string }) {
  const { t } = useTranslation('content');
  const { data, isPending, isError, error, refetch } = useSponsor(id);
  if (isPending || isError) {
    const notFound = isError && isSponsorNotFound(error);
    return (
      <PageFrame title={notFound ? t('sponsor.notFound') : t('sponsor.title')} description={notFound ? t('sponsor.notFoundText') : undefined}>
        {notFound ? null : <SponsorsState query={{ data: undefined, isError, refetch }} cards={1} />}
        <BackLink />
      </PageFrame>
    );
  }
  return (
    <PageFrame eyebrow={data.subtitle} title={data.title} description={data.partnerSubtitle}>
      <img className={`${styles.picture} ${styles.hero}`} src={data.image} alt={t('sponsor.pictureAlt', { title: data.title })} width={800} height={450} decoding="async" />
      <div className={styles.detail}>
        {data.detail.map((paragraph, i) => (
          <p key={i}>{paragraph}</p>
        ))}
      </div>
      <BackLink />
    </PageFrame>
  );
}
