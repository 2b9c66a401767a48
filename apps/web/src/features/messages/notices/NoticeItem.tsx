import type { AnnouncementRecord } from '@site/contract/api/announcement';
import type { NoticeRecord } from '@site/contract/api/message';
import { formatDateTime } from '@site/contract/rules/format';
import { useId, type ReactNode } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import styles from './Notices.module.css';

export interface NoticeItemProps {
  notice: NoticeRecord | AnnouncementRecord;
  expanded: boolean;
  onToggle: () => void;
  /** The body shown when expanded (the plain text, or the detail asked for on opening). */
  children: ReactNode;
}

/**
 * One notice as a disclosure: a heading whose button (title, unread mark, time)
 * opens the body. The unread mark is a word, not only a colour, so screen
 * readers say it with the title.
 */
/** An announcement's HTML as one line of plain text for the preview (rendered as text, never as HTML). */
function textOf(html: string): string {
  return html.replace(/<[^>]*>/g, ' ').replace(/&nbsp;/g, ' ').replace(/&amp;/g, '&').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/\s+/g, ' ').trim();
}

export function NoticeItem({ notice, expanded, onToggle, children }: NoticeItemProps) {
  const { t } = useTranslation('messages');
  const bodyId = useId();
  return (
    <li className={styles.item} data-unread={notice.isRead ? undefined : ''}>
      <h3 className={styles.itemHeading}>
        <button type="button" className={styles.toggle} aria-expanded={expanded} aria-controls={bodyId} onClick={onToggle}>
          <span className={styles.titleRow}>
            {notice.isRead ? null : <span className={styles.unread}>{t('notices.unread')}</span>}
            <span className={styles.title}>{notice.title}</span>
          </span>
          <time className={styles.time} dateTime={notice.createdAt}>
            {formatDateTime(notice.createdAt)}
          </time>
        </button>
      </h3>
      {/* A one-line look at the text for sighted players; the opened body says it in full. */}
      {expanded ? null : (
        <p className={styles.preview} aria-hidden="true">
          {notice.kind === 'announcement' ? textOf(notice.content) : notice.content}
        </p>
      )}
      <div id={bodyId} className={styles.body} hidden={!expanded}>
        {expanded ? children : null}
      </div>
    </li>
  );
}
