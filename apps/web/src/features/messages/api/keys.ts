import type { NoticeKind } from '@site/contract/api/message';

/** The kinds of notice a board lists: the player's system and trade notices, and platform announcements. */
export type BoardKind = NoticeKind | 'announcement';
import type { ApiLanguage } from '../../../shared/i18n';
import { sessionKeys } from '../../../shared/session/keys';

/** Query keys of the inbox: under the session keys, so a logout forgets them. */
export const messageKeys = {
  all: [...sessionKeys.all, 'messages'] as const,
  /** Everything of one kind of notice (its pages and its details). */
  notices: (kind: BoardKind) => [...sessionKeys.all, 'messages', kind] as const,
  lists: (kind: BoardKind) => [...sessionKeys.all, 'messages', kind, 'list'] as const,
  list: (kind: BoardKind, language: ApiLanguage, page: number, size: number) =>
    [...sessionKeys.all, 'messages', kind, 'list', language, page, size] as const,
  detail: (kind: BoardKind, id: number, language: ApiLanguage) => [...sessionKeys.all, 'messages', kind, 'detail', id, language] as const,
  /** Everything of the mail tab: its lists (received and sent) and threads. */
  letters: () => [...sessionKeys.all, 'messages', 'mail'] as const,
  letterList: (type: number, language: ApiLanguage, page: number) => [...sessionKeys.all, 'messages', 'mail', 'list', type, language, page] as const,
  thread: (id: number, language: ApiLanguage) => [...sessionKeys.all, 'messages', 'mail', 'thread', id, language] as const,
  quizTypes: (language: ApiLanguage) => [...sessionKeys.all, 'messages', 'quizTypes', language] as const,
  attachment: (fileId: string) => [...sessionKeys.all, 'messages', 'attachment', fileId] as const,
};

/** Notices per page (the contract's default; it allows up to 50). */
export const NOTICE_PAGE_SIZE = 10;
