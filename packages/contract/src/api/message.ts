import * as z from 'zod/mini';
import { endpoint } from '../endpoint';
import { pageFields, paged } from './common';

// Not common.ts's: this module loads with the home page, and common.ts would bring its other schemas along.
const apiLanguage = z.enum(['TW', 'EN', 'TH']);

/** Messages area of SPEC 7: the login advert's dialog list (SPEC 3 Dialog items, SPEC 4 Login advert). */

/**
 * What a dialog item is about; the client picks the destination from it:
 * unread notices, promotions, rewards to claim, the first-deposit offer.
 */
export const DIALOG_CONTENTS = ['unreadNotice', 'promos', 'bonus', 'firstDeposit'] as const;
export type DialogContent = (typeof DIALOG_CONTENTS)[number];

/** Recharge is hidden for frontend type 2 (SPEC 6), so these never reach it. */
export const RECHARGE_DIALOG_CONTENTS: readonly DialogContent[] = ['bonus', 'firstDeposit'];

export const dialogItem = z.object({
  id: z.number(),
  title: z.string(),
  /** A 750x300 picture on our server. */
  image: z.string(),
  /** An activity link overriding the content's destination; '' for none. */
  link: z.string(),
  sort: z.number(),
  detail: z.object({ content: z.enum(DIALOG_CONTENTS) }),
});
export type DialogItem = z.infer<typeof dialogItem>;

/** Frontend type 1 or 2 in a query string, or a number; the server sees a number. */
export const queryFrontendType = z.pipe(
  z.union([z.enum(['1', '2']), z.literal(1), z.literal(2)]),
  z.transform((v: '1' | '2' | 1 | 2): 1 | 2 => (Number(v) === 2 ? 2 : 1)),
);

export const messageDialogList = endpoint({
  id: 'message.dialogList',
  onBreak: 'read',
  method: 'GET',
  path: '/v2/message/dialog/list',
  query: z.object({ language: z.optional(apiLanguage), frontendType: z.optional(queryFrontendType) }),
  response: z.array(dialogItem),
  summary:
    'Login advert dialog items by sort; frontendType (else the player\'s type, else 1) 2 gets no bonus/firstDeposit; unreadNotice only to a logged-in player with unread messages (token optional)',
});

/**
 * Inbox notices (SPEC 7): system notices (e.g. the bank-card review result) and
 * transaction notices (a deposit or withdrawal changed status). Each player
 * sees only their own; title and content come in the requested language
 * (query `language`, else the player's).
 */
export const NOTICE_KINDS = ['system', 'trade'] as const;
export type NoticeKind = (typeof NOTICE_KINDS)[number];

export const noticeRecord = z.object({
  id: z.number(),
  kind: z.enum(NOTICE_KINDS),
  title: z.string(),
  /** Plain text (never HTML). */
  content: z.string(),
  isRead: z.boolean(),
  /** ISO-8601 UTC. */
  createdAt: z.string(),
});
export type NoticeRecord = z.infer<typeof noticeRecord>;

export const noticeListQuery = z.object({ language: z.optional(apiLanguage), ...pageFields(10, 50) });

/**
 * SPEC 7 says the notice calls also carry userType, appType and now: accepted
 * and ignored (the server knows the player and the time). The unread count
 * (POST /v1/message/center/unread/count) is user.ts's userUnreadCount.
 */
const ignoredExtras = z.optional(
  z.object({
    page: z.optional(z.unknown()),
    size: z.optional(z.unknown()),
    userType: z.optional(z.unknown()),
    appType: z.optional(z.unknown()),
    now: z.optional(z.unknown()),
  }),
);

export const messageTransNotices = endpoint({
  id: 'message.transNotices',
  onBreak: 'read',
  method: 'GET',
  path: '/v1/transaction/notice/list',
  auth: true,
  query: noticeListQuery,
  response: paged(noticeRecord),
  summary: "The player's transaction notices (deposit and withdrawal status changes), newest first",
});

export const messageTransNoticeRead = endpoint({
  id: 'message.transNoticeRead',
  onBreak: 'allowed',
  method: 'PUT',
  path: '/v1/transaction/notice/read/{id}',
  auth: true,
  query: z.object({ language: z.optional(apiLanguage) }),
  response: noticeRecord,
  summary: 'Marks one of the player\'s transaction notices read and returns it; anyone else\'s is 404',
});

export const messageSystemNotices = endpoint({
  id: 'message.systemNotices',
  onBreak: 'read',
  method: 'POST',
  path: '/v1/message/system/notice/list',
  auth: true,
  query: noticeListQuery,
  body: ignoredExtras,
  response: paged(noticeRecord),
  summary: "The player's system notices (e.g. bank-card review results), newest first; page and size in the query",
});

export const messageSystemNotice = endpoint({
  id: 'message.systemNotice',
  onBreak: 'read',
  method: 'GET',
  path: '/v1/message/system/notice/{id}',
  auth: true,
  query: z.object({ language: z.optional(apiLanguage) }),
  response: noticeRecord,
  summary: 'One of the player\'s system notices, marked read by reading it; anyone else\'s is 404',
});

/** What "read all" can cover: one tab of the inbox (announcement, trade, system, mail), or everything without a kind. */
export const READ_ALL_KINDS = ['system', 'trade', 'announcement', 'mail'] as const;
export type ReadAllKind = (typeof READ_ALL_KINDS)[number];

export const messageReadAll = endpoint({
  id: 'message.readAll',
  onBreak: 'allowed',
  method: 'POST',
  path: '/v1/message/center/read/all',
  auth: true,
  /** Without a kind every message of the player (notices, announcements, letters) is marked read. */
  body: z.optional(z.object({ kind: z.optional(z.enum(READ_ALL_KINDS)) })),
  response: z.object({ updated: z.number() }),
  summary: "Marks the player's messages read (all, or one tab: system, trade, announcement or mail); returns how many changed",
});

/** Every messages call; apps import the single endpoints so unused ones are tree-shaken. */
export const messageApi = {
  dialogList: messageDialogList,
  transNotices: messageTransNotices,
  transNoticeRead: messageTransNoticeRead,
  systemNotices: messageSystemNotices,
  systemNotice: messageSystemNotice,
  readAll: messageReadAll,
} as const;
