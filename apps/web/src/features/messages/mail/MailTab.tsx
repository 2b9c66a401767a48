import { LETTER_TYPE_RECEIVED, LETTER_TYPE_SENT } from '@site/contract/api/letter';
import { formatDateTime } from '@site/contract/rules/format';
import { unreadBadge } from '@site/contract/rules/session';
import { Button } from '@site/ui/button';
import { Pager } from '@site/ui/pager';
import { List, ListButton, ListItem, ListMeta, ListTitle, listClassNames } from '@site/ui/list';
import { QueryState } from '@site/ui/query-state';
import { TabPanel, Tabs } from '@site/ui/tabs';
import { Toolbar } from '@site/ui/toolbar';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { usePopupsStore } from '../../../shared/stores/popups';
import { useIsLoggedIn } from '../../../shared/stores/session';
import { NOTICE_PAGE_SIZE } from '../api/keys';
import { useLetters } from '../api/useLetters';
import { useReadAllNotices } from '../api/useReadAllNotices';
import { FeedbackDialog } from './FeedbackDialog';
import { LetterThreadView } from './LetterThreadView';
import styles from './Mail.module.css';
import { NewLetterDialog } from './NewLetterDialog';

type Box = 'received' | 'sent';
const TYPE: Record<Box, number> = { received: LETTER_TYPE_RECEIVED, sent: LETTER_TYPE_SENT };
const ID_BASE = 'mail-box';

function LetterList({ box, onOpen }: { box: Box; onOpen: (id: number) => void }) {
  const { t } = useTranslation('messages');
  const [page, setPage] = useState(1);
  const list = useLetters(TYPE[box], page);
  return (
    <>
      <QueryState
        query={list}
        texts={{ loading: t('notices.loading'), failed: t('mail.failed'), retry: t('notices.retry') }}
        isEmpty={(data) => data.records.length === 0}
        empty={<p className={listClassNames.empty}>{t(`mail.empty.${box}`)}</p>}
      >
        {(data) => (
          <List label={t(`mail.box.${box}`)}>
            {data.records.map((letter) => (
              <ListItem key={letter.id} unread={!letter.isRead}>
                <ListButton onClick={() => onOpen(letter.id)}>
                  <ListTitle unreadLabel={letter.isRead ? undefined : t('notices.unread')}>{letter.title}</ListTitle>
                  <ListMeta>
                    {letter.quizTypeName}
                    {letter.replyCount > 0 ? ` · ${t('mail.replies', { count: letter.replyCount })}` : ''} ·{' '}
                    <time dateTime={letter.updatedAt}>{formatDateTime(letter.updatedAt)}</time>
                  </ListMeta>
                </ListButton>
              </ListItem>
            ))}
          </List>
        )}
      </QueryState>
      <Pager
        label={t('pager.label')}
        page={page}
        total={list.data?.total ?? 0}
        pageSize={NOTICE_PAGE_SIZE}
        onPage={setPage}
        prevLabel={t('pager.prev')}
        nextLabel={t('pager.next')}
        pageText={(current, pages) => t('pager.page', { page: current, pages })}
      />
    </>
  );
}

/** The mail tab: received and sent letters, a thread opened in place, a new letter, feedback, read all. */
export function MailTab({ unread }: { unread: number }) {
  const loggedIn = useIsLoggedIn();
  const openPopup = usePopupsStore((s) => s.openPopup);
  const { t } = useTranslation('messages');
  if (!loggedIn) {
    return (
      <div className={styles.empty}>
        <p>{t('notices.login.prompt')}</p>
        <Button onClick={() => openPopup({ kind: 'login', tab: 'login' })}>{t('notices.login.action')}</Button>
      </div>
    );
  }
  return <Mailboxes unread={unread} />;
}

function Mailboxes({ unread }: { unread: number }) {
  const { t } = useTranslation('messages');
  const [box, setBox] = useState<Box>('received');
  const [opened, setOpened] = useState<number | null>(null);
  const [dialog, setDialog] = useState<'letter' | 'feedback' | null>(null);
  const readAll = useReadAllNotices();
  const badge = unreadBadge(unread);
  const items = [
    { value: 'received' as const, label: badge.label ? t('mail.boxUnread', { box: t('mail.box.received'), count: badge.label }) : t('mail.box.received') },
    { value: 'sent' as const, label: t('mail.box.sent') },
  ];

  return (
    <div className={styles.mail}>
      <Toolbar hint={t('hints.mail')}>
          <Button size="sm" onClick={() => setDialog('letter')}>
            {t('mail.new')}
          </Button>
          <Button size="sm" variant="secondary" onClick={() => setDialog('feedback')}>
            {t('feedback.open')}
          </Button>
          <Button size="sm" variant="secondary" disabled={unread === 0 || readAll.isPending} onClick={() => readAll.mutate('mail')}>
            {t('notices.readAll')}
          </Button>
      </Toolbar>
      <p className="visually-hidden" role="status">
        {readAll.isSuccess ? t('notices.readAllDone') : ''}
      </p>
      {opened !== null ? (
        <LetterThreadView letterId={opened} onBack={() => setOpened(null)} />
      ) : (
        <>
          <Tabs label={t('mail.boxes')} idBase={ID_BASE} value={box} items={items} onChange={setBox} variant="underline" />
          <TabPanel idBase={ID_BASE} value={box}>
            <LetterList key={box} box={box} onOpen={setOpened} />
          </TabPanel>
        </>
      )}
      {dialog === 'letter' ? (
        <NewLetterDialog
          onClose={() => setDialog(null)}
          onSent={() => {
            setDialog(null);
            setBox('sent');
          }}
        />
      ) : null}
      {dialog === 'feedback' ? <FeedbackDialog onClose={() => setDialog(null)} /> : null}
    </div>
  );
}
