import { Button } from '@site/ui/button';
import { ListEmpty } from '@site/ui/list';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { usePopupsStore } from '../../../shared/stores/popups';
import { useIsLoggedIn } from '../../../shared/stores/session';
import type { BoardKind } from '../api/keys';
import { useAnnouncements } from '../api/useAnnouncements';
import { useSystemNotices } from '../api/useSystemNotices';
import { useTransNoticeRead } from '../api/useTransNoticeRead';
import { useTransNotices } from '../api/useTransNotices';
import { AnnouncementBody } from './AnnouncementBody';
import { NoticeBoard } from './NoticeBoard';
import { NoticeText, SystemNoticeBody } from './NoticeBody';
import styles from './Notices.module.css';

/** Transaction notices (deposit and withdrawal results): opening an unread one marks it read. */
function TradeNotices() {
  const [page, setPage] = useState(1);
  const list = useTransNotices(page);
  const read = useTransNoticeRead();
  return (
    <NoticeBoard
      kind="trade"
      list={list}
      page={page}
      onPage={setPage}
      onOpen={(notice) => {
        if (!notice.isRead) read.mutate(notice.id);
      }}
      body={(notice) => <NoticeText text={notice.content} />}
    />
  );
}

/** System notices (e.g. bank-card review results): opening one asks for its detail, which marks it read. */
function SystemNotices() {
  const [page, setPage] = useState(1);
  const list = useSystemNotices(page);
  return <NoticeBoard kind="system" list={list} page={page} onPage={setPage} body={(notice) => <SystemNoticeBody notice={notice} />} />;
}

/** Platform announcements (operator HTML): opening one asks for its detail, which marks it read. */
function Announcements() {
  const [page, setPage] = useState(1);
  const list = useAnnouncements(page);
  return <NoticeBoard kind="announcement" list={list} page={page} onPage={setPage} body={(notice) => <AnnouncementBody notice={notice} />} />;
}

/** The announcement, trade or system tab: the read flags are the player's own, so a visitor is asked to log in. */
export function NoticeTab({ kind }: { kind: BoardKind }) {
  const { t } = useTranslation('messages');
  const loggedIn = useIsLoggedIn();
  const openPopup = usePopupsStore((s) => s.openPopup);
  return (
    <>
      <h2 className={styles.heading}>{t(`tabs.${kind}`)}</h2>
      {!loggedIn ? (
        <ListEmpty>
          <p>{t('notices.login.prompt')}</p>
          <Button onClick={() => openPopup({ kind: 'login', tab: 'login' })}>{t('notices.login.action')}</Button>
        </ListEmpty>
      ) : kind === 'announcement' ? (
        <Announcements />
      ) : kind === 'trade' ? (
        <TradeNotices />
      ) : (
        <SystemNotices />
      )}
    </>
  );
}
