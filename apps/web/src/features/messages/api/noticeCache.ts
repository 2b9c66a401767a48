import type { AnnouncementRecord } from '@site/contract/api/announcement';
import type { NoticeRecord } from '@site/contract/api/message';
import type { QueryClient } from '@tanstack/react-query';
import { sessionKeys } from '../../../shared/session/keys';
import { messageKeys, type BoardKind } from './keys';

interface NoticePage {
  records: (NoticeRecord | AnnouncementRecord)[];
  total: number;
}

/**
 * A notice the server has just marked read: shown read in every cached page of
 * its kind at once (the list does not jump), and the header's unread count is
 * asked again.
 */
export async function noticeWasRead(client: QueryClient, kind: BoardKind, id: number): Promise<void> {
  client.setQueriesData<NoticePage>({ queryKey: messageKeys.lists(kind) }, (page) =>
    page && page.records.some((r) => r.id === id && !r.isRead)
      ? { ...page, records: page.records.map((r) => (r.id === id ? { ...r, isRead: true } : r)) }
      : page,
  );
  await client.invalidateQueries({ queryKey: sessionKeys.unread() });
}
