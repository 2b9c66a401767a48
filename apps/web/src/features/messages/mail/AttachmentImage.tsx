import { useTranslation } from '../../../shared/i18n/useTranslation';
import { useAttachmentUrl } from '../api/useAttachment';
import styles from './Mail.module.css';

/** One attachment shown as an image (fetched with the player's token; see useAttachment). */
export function AttachmentImage({ fileId, index }: { fileId: string; index: number }) {
  const { t } = useTranslation('messages');
  const { url, failed } = useAttachmentUrl(fileId);
  const alt = t('mail.attachmentAlt', { n: index + 1 });
  if (failed) return <p className={styles.hint}>{t('mail.attachmentFailed')}</p>;
  if (!url) return <span className={styles.thumbPlaceholder} role="img" aria-label={alt} aria-busy="true" />;
  return (
    <a href={url} target="_blank" rel="noopener noreferrer" className={styles.thumbLink}>
      <img className={styles.thumb} src={url} alt={alt} />
    </a>
  );
}
