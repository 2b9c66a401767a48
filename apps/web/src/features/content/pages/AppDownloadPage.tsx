import { useTranslation } from '../../../shared/i18n/useTranslation';
import { buttonClassName } from '@site/ui/button';
import { Skeleton } from '@site/ui/skeleton';
import { PageFrame } from '../../../shared/ui';
import { useAppLastVersion } from '../api/useAppLastVersion';
import { InstallApp } from '../components/InstallApp';
import { BulletList } from '../components/Prose';
import styles from './AppDownloadPage.module.css';

const GUIDES = ['ios', 'android', 'desktop'] as const;

function DownloadCard({ os }: { os: 'android' | 'ios' }) {
  const { t } = useTranslation('content');
  const { data, isPending, isError } = useAppLastVersion(os);
  const platform = t(`app.${os}`);
  return (
    <section className={styles.download} aria-labelledby={`app-${os}`}>
      <h2 id={`app-${os}`}>{platform}</h2>
      {isPending ? (
        <Skeleton height={64} />
      ) : isError || !data ? (
        <p className={styles.version}>{t('app.unavailable')}</p>
      ) : (
        <>
          <p className={styles.version}>{t('app.version', { version: data.version })}</p>
          <a className={buttonClassName({ variant: 'primary' })} href={data.url} target="_blank" rel="noopener noreferrer">
            {t('app.download', { platform })}
          </a>
        </>
      )}
    </section>
  );
}

/** /stationary/app-download: the latest app per os and the install guides. */
export default function AppDownloadPage() {
  const { t } = useTranslation('content');
  return (
    <PageFrame title={t('app.title')} description={t('app.description')}>
      <div className={styles.downloads}>
        <DownloadCard os="android" />
        <DownloadCard os="ios" />
        <InstallApp />
      </div>
      <h2 className={styles.guidesHeading}>{t('app.guidesHeading')}</h2>
      <div className={styles.guides}>
        {GUIDES.map((guide) => (
          <section key={guide} className={styles.guide} aria-labelledby={`guide-${guide}`}>
            <h3 id={`guide-${guide}`}>{t(`app.guides.${guide}.title`)}</h3>
            <BulletList ordered items={t(`app.guides.${guide}.steps`, { returnObjects: true })} />
          </section>
        ))}
      </div>
    </PageFrame>
  );
}
