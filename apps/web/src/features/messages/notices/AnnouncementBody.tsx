import type { AnnouncementRecord } from '@site/contract/api/announcement';
import { SafeHtml } from '@site/ui/safe-html';
import { useAnnouncement } from '../api/useAnnouncement';
import styles from './Notices.module.css';

/** Operator HTML (already sanitised by the server) through SafeHtml, the one place it meets the page. */
export function OperatorHtml({ html }: { html: string }) {
  return <SafeHtml className={styles.html} html={html} />;
}

/** An opened announcement: its detail is asked for (which marks it read); the list's body shows meanwhile. */
export function AnnouncementBody({ notice }: { notice: AnnouncementRecord }) {
  const detail = useAnnouncement(notice.id);
  return (
    <div aria-busy={detail.isPending && detail.fetchStatus === 'fetching'}>
      <OperatorHtml html={detail.data?.content ?? notice.content} />
    </div>
  );
}
