import { formatDateTime } from '@site/contract/rules/format';
import { Button } from '@site/ui/button';
import { QueryState } from '@site/ui/query-state';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { useLetterThread } from '../api/useLetterThread';
import { OperatorHtml } from '../notices/AnnouncementBody';
import { AttachmentImage } from './AttachmentImage';
import styles from './Mail.module.css';
import { ReplyBox } from './ReplyBox';

/** One letter with its replies (oldest first): customer service's as sanitised HTML, the player's as text, attachments as images. */
export function LetterThreadView({ letterId, onBack }: { letterId: number; onBack: () => void }) {
  const { t } = useTranslation('messages');
  const thread = useLetterThread(letterId);
  return (
    <article className={styles.thread} aria-labelledby={`letter-${letterId}-title`}>
      <Button variant="secondary" size="sm" onClick={onBack}>
        {t('mail.back')}
      </Button>
      <QueryState query={thread} texts={{ loading: t('notices.loading'), failed: t('mail.threadFailed'), retry: t('notices.retry') }} skeletonHeight={120}>
        {(data) => (
        <>
          <h3 id={`letter-${letterId}-title`} className={styles.threadTitle}>
            {data.title}
          </h3>
          <p className={styles.meta}>{data.quizTypeName}</p>
          <ol className={styles.messages} aria-label={t('mail.messages')}>
            {data.messages.map((m) => (
              <li key={m.id} className={styles.message} data-author={m.author}>
                <p className={styles.meta}>
                  <span>{t(`mail.author.${m.author}`)}</span>{' '}
                  <time dateTime={m.createdAt}>{formatDateTime(m.createdAt)}</time>
                </p>
                {m.html ? <OperatorHtml html={m.content} /> : <p className={styles.text}>{m.content}</p>}
                {m.attachments.length > 0 ? (
                  <div className={styles.thumbs}>
                    {m.attachments.map((fileId, i) => (
                      <AttachmentImage key={fileId} fileId={fileId} index={i} />
                    ))}
                  </div>
                ) : null}
              </li>
            ))}
          </ol>
          <ReplyBox letterId={letterId} />
        </>
        )}
      </QueryState>
    </article>
  );
}
