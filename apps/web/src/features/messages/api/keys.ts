import type { NoticeKind } from '@site/contract/api/message';
import type { ApiLanguage } from '../../../shared/i18n';
import { sessionKeys } from '../../../shared/session/keys';

/** Query keys of the inbox: under the session keys, so a logout forgets them. */
export const messageKeys = {
  all: [...sessionKeys.all, 'messages'] as const,
  /** Everything of one kind of notice (its pages and its details). */
  notices: (kind: NoticeKind) => [...sessionKeys.all, 'messages', kind] as const,
  lists: (kind: NoticeKind) => [...sessionKeys.all, 'messages', kind, 'list'] as const,
  list: (kind: NoticeKind, language: ApiLanguage, page: number, size: number) =>
    [...sessionKeys.all, 'messages', kind, 'list', language, page, size] as const,
  detail: (kind: NoticeKind, id: number, language: ApiLanguage) => [...sessionKeys.all, 'messages', kind, 'detail', id, language] as const,
};

/** Notices per page (the contract's default; it allows up to 50). */
export const NOTICE_PAGE_SIZE = 10;
