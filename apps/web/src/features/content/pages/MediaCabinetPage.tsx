import { useTranslation } from '../../../shared/i18n/useTranslation';
import { buttonClassName } from '@site/ui/button';
import { Skeleton } from '@site/ui/skeleton';
import { useOfficialMedia } from '../../../shared/config';
import { PageFrame } from '../../../shared/ui';
import styles from './MediaCabinetPage.module.css';

/** /stationary/media-cabinet: every official media channel with its QR code. */
export default function MediaCabinetPage() {
  const { t } = useTranslation('content');
  const { data, isPending, isError } = useOfficialMedia();
  return (
    <PageFrame title={t('media.title')} description={t('media.description')}>
      {isPending ? (
        <ul className={styles.grid} aria-hidden="true">
          {[0, 1, 2, 3].map((i) => (
            <li key={i}>
              <Skeleton height={320} />
            </li>
          ))}
        </ul>
      ) : isError ? (
        <p className={styles.note}>{t('media.error')}</p>
      ) : data.length === 0 ? (
        <p className={styles.note}>{t('media.empty')}</p>
      ) : (
        <ul className={styles.grid}>
          {data.map((item) => (
            <li key={item.path}>
              <article className={styles.card}>
                <img className={styles.icon} src={item.icon} alt="" width={48} height={48} />
                <h2 className={styles.name}>{item.media_title}</h2>
                <p className={styles.sub}>{item.sub_title}</p>
                {item.QRCode ? (
                  <img className={styles.qr} src={item.QRCode} alt={t('media.qr', { name: item.media_title })} width={120} height={120} loading="lazy" />
                ) : null}
                <a className={buttonClassName({ variant: 'secondary', size: 'sm' })} href={item.path} target="_blank" rel="noopener noreferrer">
                  {t('media.open', { name: item.media_title })}
                </a>
              </article>
            </li>
          ))}
        </ul>
      )}
    </PageFrame>
  );
}
