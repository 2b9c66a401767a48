import type { NoticeRecord } from '@site/contract/api/message';
import { useSystemNotice } from '../api/useSystemNotice';
import styles from './Notices.module.css';

/** Notice text is plain text (contract: never HTML): rendered as text, its line breaks kept by CSS. */
export function NoticeText({ text }: { text: string }) {
  return <p className={styles.text}>{text}</p>;
}

/** An opened system notice: its detail is asked for (which marks it read); the list's text shows meanwhile. */
export function SystemNoticeBody({ notice }: { notice: NoticeRecord }) {
  const detail = useSystemNotice(notice.id);
  return (
    <div aria-busy={detail.isPending && detail.fetchStatus === 'fetching'}>
      <NoticeText text={detail.data?.content ?? notice.content} />
    </div>
  );
}
