import * as z from 'zod/mini';
import { endpoint } from '../endpoint';
import { feedbackTextSchema, letterTextSchema } from '../rules/identity';
import { pageFields, paged, queryInt, rowIdInput } from './common';

const apiLanguage = z.enum(['TW', 'EN', 'TH']);

/**
 * Internal letters (SPEC 7 "internal letter") and feedback (SPEC 3 "Feedback: type, content").
 * A letter is a thread between the player and customer service: the player writes one (sent, type
 * 1) or the operator does (received, type 2); replies follow in the thread. A sent letter that the
 * operator has answered also shows under received, since it now holds mail for the player.
 *
 * Texts obey SPEC 5's feedback/letter rule (rules/identity.ts): a title 2-200 characters, a body
 * or reply 3-500, no leading or trailing spaces; < > ' " & and double spaces are accepted as typed
 * (issue 19). Player texts are plain text (`html: false`), stored as typed and shown as text, never
 * as HTML; operator texts are sanitised HTML (`html: true`), to be rendered only through SafeHtml.
 */

/** SPEC 3: mail unread count per type, "type 2 means received, otherwise sent". */
export const LETTER_TYPE_RECEIVED = 2;
export const LETTER_TYPE_SENT = 1;

/** At most this many attachments on one letter or reply (jpg/png, 10 MB each: SPEC 5). */
export const LETTER_MAX_ATTACHMENTS = 3;

export const letterQuizType = z.object({ id: z.number(), name: z.string() });
export type LetterQuizType = z.infer<typeof letterQuizType>;

/** An uploaded attachment's file id (POST /v1/fund/upload?purpose=letter); shown by GET /v1/fund/upload/{fileId}. */
const fileId = z.string().check(z.regex(/^[A-Za-z0-9_-]{8,64}$/));
const attachments = z._default(z.array(fileId).check(z.maxLength(LETTER_MAX_ATTACHMENTS)), []);

export const letterSummary = z.object({
  id: z.number(),
  /** 1 the player wrote it, 2 customer service did. */
  type: z.number(),
  quizType: z.nullable(z.number()),
  quizTypeName: z.string(),
  title: z.string(),
  /** False when the thread holds mail the player has not opened yet. */
  isRead: z.boolean(),
  replyCount: z.number(),
  /** ISO-8601 UTC: when it was written, and the thread's latest message. */
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type LetterSummary = z.infer<typeof letterSummary>;

export const letterMessage = z.object({
  id: z.number(),
  author: z.enum(['player', 'operator']),
  /** Plain text for the player's, sanitised HTML for the operator's (`html`). */
  content: z.string(),
  html: z.boolean(),
  attachments: z.array(z.string()),
  createdAt: z.string(),
});
export type LetterMessage = z.infer<typeof letterMessage>;

export const letterThread = z.object({
  ...letterSummary.shape,
  /** The letter itself first, then the replies, oldest first. */
  messages: z.array(letterMessage),
});
export type LetterThread = z.infer<typeof letterThread>;

export const letterQuizTypes = endpoint({
  id: 'letter.quizTypes',
  onBreak: 'read',
  method: 'GET',
  path: '/v1/user/internal/letter/quiz/types',
  auth: true,
  query: z.object({ language: z.optional(apiLanguage) }),
  response: z.array(letterQuizType),
  summary: 'The question types a player picks when writing a letter, in the requested language',
});

export const letterList = endpoint({
  id: 'letter.list',
  onBreak: 'read',
  method: 'GET',
  path: '/v1/user/internal/letter/list',
  auth: true,
  query: z.object({ type: z._default(queryInt(0, 9), LETTER_TYPE_RECEIVED), language: z.optional(apiLanguage), ...pageFields(10, 50) }),
  response: paged(letterSummary),
  summary: "The player's letters, latest activity first: type 2 received (customer service wrote or answered), otherwise sent",
});

export const letterNew = endpoint({
  id: 'letter.new',
  onBreak: 'allowed',
  method: 'POST',
  path: '/v1/user/internal/letter/new',
  auth: true,
  body: z.object({
    quizType: z.number().check(z.int(), z.gte(1), z.lte(99)),
    title: letterTextSchema,
    content: feedbackTextSchema,
    attachments,
  }),
  response: letterThread,
  summary: 'Writes a letter to customer service; attachments are the player\'s own uploads of purpose letter (051002), unused elsewhere',
});

export const letterThreadCall = endpoint({
  id: 'letter.message',
  onBreak: 'read',
  method: 'GET',
  path: '/v1/user/internal/letter/message',
  auth: true,
  query: z.object({ id: queryInt(1, 999_999_999), language: z.optional(apiLanguage) }),
  response: letterThread,
  summary: "One of the player's letters with its replies; reading it marks it read. Anyone else's is 404",
});

export const letterReply = endpoint({
  id: 'letter.reply',
  onBreak: 'allowed',
  method: 'POST',
  path: '/v1/user/internal/letter/message/reply',
  auth: true,
  body: z.object({ id: rowIdInput, content: feedbackTextSchema, attachments }),
  response: letterThread,
  summary: "Adds the player's reply to one of their letters and returns the thread; anyone else's is 404",
});

export const letterUnreadCount = endpoint({
  id: 'letter.unreadCount',
  onBreak: 'read',
  method: 'POST',
  path: '/v1/user/internal/letter/unread/count',
  auth: true,
  query: z.object({ page: z.optional(z.string()), size: z.optional(z.string()), userType: z.optional(z.string()), appType: z.optional(z.string()), now: z.optional(z.string()) }),
  body: z.optional(z.object({})),
  response: z.object({ total: z.number(), received: z.number(), sent: z.number() }),
  summary: 'Unread letters per type (received, sent) and in all (a thread counts once)',
});

/** SPEC 3 "Feedback: type, content": stored for the operator (`npm run ops -- feedback list`). */
export const FEEDBACK_TYPES = ['suggestion', 'problem', 'complaint', 'other'] as const;
export type FeedbackType = (typeof FEEDBACK_TYPES)[number];

export const userFeedback = endpoint({
  id: 'user.feedback',
  onBreak: 'allowed',
  method: 'POST',
  path: '/v1/user/feedback',
  extension: true,
  auth: true,
  body: z.object({ type: z.enum(FEEDBACK_TYPES), content: feedbackTextSchema }),
  response: z.object({ id: z.number(), createdAt: z.string() }),
  summary: "Stores the player's feedback (type and content, SPEC 5's text rule) for the operator",
});

export const letterApi = {
  quizTypes: letterQuizTypes,
  list: letterList,
  create: letterNew,
  thread: letterThreadCall,
  reply: letterReply,
  unreadCount: letterUnreadCount,
  feedback: userFeedback,
} as const;
