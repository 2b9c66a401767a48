import * as z from 'zod/mini';
import { endpoint } from '../endpoint';
import { paged } from './common';
import { noticeListQuery } from './message';

const apiLanguage = z.enum(['TW', 'EN', 'TH']);

// Not in message.ts: that module loads with the home page (the login advert's dialog list); only the inbox needs these.

/**
 * Platform announcements (SPEC 3/7 "opNotice"): one list for every player, each with
 * the player's own read flag. SPEC 7's system-notice calls already serve the system tab, so these
 * are paths of ours. `content` is operator HTML, sanitised by the server when written and served.
 */
export const announcementRecord = z.object({
  id: z.number(),
  kind: z.literal('announcement'),
  title: z.string(),
  /** Sanitised operator HTML: render it only through SafeHtml. */
  content: z.string(),
  isRead: z.boolean(),
  /** ISO-8601 UTC. */
  createdAt: z.string(),
});
export type AnnouncementRecord = z.infer<typeof announcementRecord>;

export const messageAnnouncements = endpoint({
  id: 'message.announcements',
  onBreak: 'read',
  method: 'GET',
  path: '/v1/message/announcement/list',
  extension: true,
  auth: true,
  query: noticeListQuery,
  response: paged(announcementRecord),
  summary: "The brand's platform announcements, newest first, each with the player's read flag",
});

export const messageAnnouncement = endpoint({
  id: 'message.announcement',
  onBreak: 'read',
  method: 'GET',
  path: '/v1/message/announcement/{id}',
  extension: true,
  auth: true,
  query: z.object({ language: z.optional(apiLanguage) }),
  response: announcementRecord,
  summary: 'One announcement, marked read for the player by reading it; an unknown one (or another brand\'s) is 404',
});

export const announcementApi = {
  announcements: messageAnnouncements,
  announcement: messageAnnouncement,
} as const;
