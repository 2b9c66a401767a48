import { LETTER_TYPE_RECEIVED, LETTER_TYPE_SENT, type LetterSummary, type LetterThread } from '@site/contract';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import type { ApiLanguage } from '../../domain/language';
import { pokeAccount } from '../events/poke';
import { sanitizeOperatorHtml } from '../html/sanitize';
import { MessageErrors } from './errors';
import { QUIZ_TYPES, quizTypeName } from './texts';

type Db = Kysely<Database>;
type Trx = Transaction<Database>;

/**
 * Internal letters (SPEC 7): threads between one player and customer service. `is_read` is the
 * player's flag: it drops to 0 whenever customer service writes, and comes back when the player
 * opens the thread. Received (type 2) = started or answered by customer service; sent = started by
 * the player. A letter belongs to its player only: anyone else gets 404 and nothing changes.
 */

interface LetterRow {
  id: number;
  origin: string;
  quiz_type: number | null;
  title: string;
  is_read: number;
  answered: number;
  created_at: string;
  updated_at: string;
}

const LETTER_COLUMNS = ['id', 'origin', 'quiz_type', 'title', 'is_read', 'answered', 'created_at', 'updated_at'] as const;

function ofType(db: Db, accountId: number, type: number) {
  const q = db.selectFrom('letters').where('account_id', '=', accountId);
  return type === LETTER_TYPE_RECEIVED ? q.where((eb) => eb.or([eb('origin', '=', 'operator'), eb('answered', '=', 1)])) : q.where('origin', '=', 'player');
}

function summary(r: LetterRow, replyCount: number, lang: ApiLanguage): LetterSummary {
  return {
    id: r.id,
    type: r.origin === 'operator' ? LETTER_TYPE_RECEIVED : LETTER_TYPE_SENT,
    quizType: r.quiz_type,
    quizTypeName: quizTypeName(r.quiz_type, lang),
    title: r.title,
    isRead: r.is_read === 1,
    replyCount,
    createdAt: r.created_at,
    updatedAt: r.updated_at,
  };
}

export function quizTypes(lang: ApiLanguage) {
  return QUIZ_TYPES.map((q) => ({ id: q.id, name: q.names[lang] }));
}

/** One page of the player's received (type 2) or sent letters, latest activity first. */
export async function letterList(db: Db, accountId: number, lang: ApiLanguage, query: { type: number; page: number; size: number }) {
  const [rows, count] = await Promise.all([
    ofType(db, accountId, query.type)
      .select([...LETTER_COLUMNS, (eb) => eb.selectFrom('letter_messages as m').select((e) => e.fn.countAll<number | string>().as('c')).whereRef('m.letter_id', '=', 'letters.id').as('messages')])
      .orderBy('updated_at', 'desc')
      .orderBy('id', 'desc')
      .limit(query.size)
      .offset((query.page - 1) * query.size)
      .execute(),
    ofType(db, accountId, query.type).select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { records: rows.map((r) => summary(r, Math.max(0, Number(r.messages ?? 1) - 1), lang)), total: Number(count.n) };
}

async function ownLetter(db: Db | Trx, accountId: number, id: number): Promise<LetterRow> {
  const row = await db.selectFrom('letters').select(LETTER_COLUMNS).where('id', '=', id).where('account_id', '=', accountId).executeTakeFirst();
  if (!row) throw MessageErrors.letterNotFound();
  return row;
}

async function threadOf(db: Db | Trx, row: LetterRow, lang: ApiLanguage): Promise<LetterThread> {
  const messages = await db.selectFrom('letter_messages').select(['id', 'author', 'content', 'html', 'created_at']).where('letter_id', '=', row.id).orderBy('id').execute();
  const files = messages.length
    ? await db.selectFrom('letter_attachments').select(['upload_id', 'message_id']).where('message_id', 'in', messages.map((m) => m.id)).orderBy('sort').execute()
    : [];
  return {
    ...summary(row, Math.max(0, messages.length - 1), lang),
    messages: messages.map((m) => ({
      id: m.id,
      author: m.author === 'operator' ? 'operator' : 'player',
      // Operator HTML is sanitised when written and again when served; player text is plain text.
      content: m.html === 1 ? sanitizeOperatorHtml(m.content) : m.content,
      html: m.html === 1,
      attachments: files.filter((f) => f.message_id === m.id).map((f) => f.upload_id),
      createdAt: m.created_at,
    })),
  };
}

/** The player's own letter-attachment uploads, each unused so far; any other is 404 (which one is not said). */
async function attach(trx: Trx, accountId: number, messageId: number, fileIds: readonly string[]): Promise<void> {
  if (new Set(fileIds).size !== fileIds.length) throw MessageErrors.attachmentDuplicate();
  for (const [sort, fileId] of fileIds.entries()) {
    const upload = await trx.selectFrom('uploads').select('purpose').where('id', '=', fileId).where('account_id', '=', accountId).executeTakeFirst();
    const used = await trx.selectFrom('letter_attachments').select('upload_id').where('upload_id', '=', fileId).executeTakeFirst();
    if (!upload || upload.purpose !== 'letter' || used) throw MessageErrors.attachmentNotFound(fileId);
    await trx.insertInto('letter_attachments').values({ upload_id: fileId, message_id: messageId, sort }).execute();
  }
}

async function addMessage(trx: Trx, letterId: number, author: 'player' | 'operator', content: string, html: boolean, now: string): Promise<number> {
  const row = await trx
    .insertInto('letter_messages')
    .values({ letter_id: letterId, author, content, html: html ? 1 : 0, created_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export interface NewLetter {
  quizType: number;
  title: string;
  content: string;
  attachments: string[];
}

/** The player writes to customer service: a sent letter, its first message and attachments, in one transaction. */
export async function createLetter(db: Db, accountId: number, input: NewLetter, lang: ApiLanguage, now = new Date()): Promise<LetterThread> {
  if (!QUIZ_TYPES.some((q) => q.id === input.quizType)) throw MessageErrors.quizTypeUnknown();
  const at = now.toISOString();
  return db.transaction().execute(async (trx) => {
    const letter = await trx
      .insertInto('letters')
      .values({ account_id: accountId, origin: 'player', quiz_type: input.quizType, title: input.title, is_read: 1, answered: 0, slug: null, created_at: at, updated_at: at })
      .returning('id')
      .executeTakeFirstOrThrow();
    const messageId = await addMessage(trx, letter.id, 'player', input.content, false, at);
    await attach(trx, accountId, messageId, input.attachments);
    return threadOf(trx, await ownLetter(trx, accountId, letter.id), lang);
  });
}

/** One of the player's letters with its messages; opening it marks it read. */
export async function readLetter(db: Db, accountId: number, id: number, lang: ApiLanguage): Promise<LetterThread> {
  const row = await ownLetter(db, accountId, id);
  if (row.is_read !== 1) {
    await db.updateTable('letters').set({ is_read: 1 }).where('id', '=', row.id).where('account_id', '=', accountId).execute();
    pokeAccount(accountId, 'unread');
  }
  return threadOf(db, { ...row, is_read: 1 }, lang);
}

/** The player answers in one of their letters. */
export async function replyLetter(db: Db, accountId: number, input: { id: number; content: string; attachments: string[] }, lang: ApiLanguage, now = new Date()) {
  const at = now.toISOString();
  return db.transaction().execute(async (trx) => {
    await ownLetter(trx, accountId, input.id);
    const messageId = await addMessage(trx, input.id, 'player', input.content, false, at);
    await attach(trx, accountId, messageId, input.attachments);
    await trx.updateTable('letters').set({ updated_at: at }).where('id', '=', input.id).execute();
    return threadOf(trx, await ownLetter(trx, accountId, input.id), lang);
  });
}

/** Unread letters: every unread thread holds customer-service mail, so it counts under received (and under sent when the player started it). */
export async function letterUnread(db: Db, accountId: number) {
  const rows = await db
    .selectFrom('letters')
    .select(['origin', (eb) => eb.fn.countAll<number | string>().as('n')])
    .where('account_id', '=', accountId)
    .where('is_read', '=', 0)
    .groupBy('origin')
    .execute();
  const sent = Number(rows.find((r) => r.origin === 'player')?.n ?? 0);
  const total = rows.reduce((sum, r) => sum + Number(r.n), 0);
  return { total, received: total, sent };
}

export async function readAllLetters(db: Db, accountId: number): Promise<number> {
  const result = await db.updateTable('letters').set({ is_read: 1 }).where('account_id', '=', accountId).where('is_read', '=', 0).executeTakeFirst();
  return Number(result.numUpdatedRows);
}
