import type { AnnouncementRecord } from '@site/contract/api/announcement';
import type { NoticeRecord } from '@site/contract/api/message';
import { Button } from '@site/ui/button';
import { Pager } from '@site/ui/pager';
import { List, listClassNames } from '@site/ui/list';
import { QueryState } from '@site/ui/query-state';
import { Toolbar } from '@site/ui/toolbar';
import type { UseQueryResult } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { NOTICE_PAGE_SIZE, type BoardKind } from '../api/keys';
import { useReadAllNotices } from '../api/useReadAllNotices';
import { NoticeItem } from './NoticeItem';
import styles from './Notices.module.css';

type BoardRecord = NoticeRecord | AnnouncementRecord;

export interface NoticeBoardProps<R extends BoardRecord = BoardRecord> {
  kind: BoardKind;
  list: UseQueryResult<{ records: R[]; total: number }>;
  page: number;
  onPage: (page: number) => void;
  /** Called when the player opens a notice (not when closing it). */
  onOpen?: (notice: R) => void;
  body: (notice: R) => ReactNode;
}

/** One tab of notices: read all, the list (loading, failed, empty), each notice opened in place, the pager. */
export function NoticeBoard<R extends BoardRecord>({ kind, list, page, onPage, onOpen, body }: NoticeBoardProps<R>) {
  const { t } = useTranslation('messages');
  const readAll = useReadAllNotices();
  const [opened, setOpened] = useState<ReadonlySet<number>>(() => new Set());
  const total = list.data?.total ?? 0;
  const label = t(`tabs.${kind}`);

  const toggle = (notice: R) => {
    const opening = !opened.has(notice.id);
    setOpened((current) => {
      const next = new Set(current);
      if (opening) next.add(notice.id);
      else next.delete(notice.id);
      return next;
    });
    if (opening) onOpen?.(notice);
  };

  return (
    <div className={styles.board}>
      <Toolbar hint={t(`hints.${kind}`)}>
        <Button
          variant="secondary"
          size="sm"
          disabled={total === 0 || readAll.isPending}
          onClick={() => readAll.mutate(kind)}
        >
          {t('notices.readAll')}
        </Button>
      </Toolbar>
      <p className="visually-hidden" role="status">
        {readAll.isSuccess ? t('notices.readAllDone') : ''}
      </p>
      <QueryState
        query={list}
        texts={{ loading: t('notices.loading'), failed: t('notices.failed'), retry: t('notices.retry') }}
        skeletons={3}
        isEmpty={(data) => data.records.length === 0}
        empty={<p className={listClassNames.empty}>{t(`notices.empty.${kind}`)}</p>}
      >
        {(data) => (
          <List label={label} busy={list.isPlaceholderData}>
            {data.records.map((notice) => (
              <NoticeItem key={notice.id} notice={notice} expanded={opened.has(notice.id)} onToggle={() => toggle(notice)}>
                {body(notice)}
              </NoticeItem>
            ))}
          </List>
        )}
      </QueryState>
      <Pager
        className={styles.pager}
        label={t('pager.label')}
        page={page}
        total={total}
        pageSize={NOTICE_PAGE_SIZE}
        onPage={onPage}
        prevLabel={t('pager.prev')}
        nextLabel={t('pager.next')}
        pageText={(current, pages) => t('pager.page', { page: current, pages })}
      />
    </div>
  );
}
