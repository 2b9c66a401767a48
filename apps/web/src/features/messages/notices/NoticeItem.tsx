import type { AnnouncementRecord } from '@site/contract/api/announcement';
import type { NoticeRecord } from '@site/contract/api/message';
import { formatDateTime } from '@site/contract/rules/format';
import { ListButton, ListItem, ListTitle } from '@site/ui/list';
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
    <ListItem unread={!notice.isRead}>
      <h3 className={styles.itemHeading}>
        <ListButton className={styles.toggle} aria-expanded={expanded} aria-controls={bodyId} onClick={onToggle}>
          <ListTitle unreadLabel={notice.isRead ? undefined : t('notices.unread')}>{notice.title}</ListTitle>
          <time className={styles.time} dateTime={notice.createdAt}>
            {formatDateTime(notice.createdAt)}
          </time>
        </ListButton>
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
    </ListItem>
  );
}
