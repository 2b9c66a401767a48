import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { notePoke, pokeAccount } from '../events/poke';
import { sanitizeOperatorHtml } from '../html/sanitize';
import { MessageErrors } from './errors';

type Db = Kysely<Database>;

/**
 * Customer service's side of the letters (`npm run ops -- letter ...`). Operator texts are HTML,
 * sanitised before they are stored; both calls leave received, unread mail for the player and poke
 * the player's open tabs once the transaction has committed.
 */

/** A new letter from customer service to a player (received, unread). */
export async function sendLetter(db: Db, accountId: number, title: string, html: string, now = new Date(), slug: string | null = null): Promise<number> {
  const at = now.toISOString();
  // Inside a caller's transaction (a staff action with its audit row) the letter joins it.
  const work = async (trx: Db) => {
    const letter = await trx
      .insertInto('letters')
      .values({ account_id: accountId, origin: 'operator', quiz_type: null, title, is_read: 0, answered: 1, slug, created_at: at, updated_at: at })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx.insertInto('letter_messages').values({ letter_id: letter.id, author: 'operator', content: sanitizeOperatorHtml(html), html: 1, created_at: at }).execute();
    return letter.id;
  };
  const id = db.isTransaction ? await work(db) : await db.transaction().execute(work);
  // Inside a caller's poking transaction (a batch of a letter to many players) the poke waits for its commit.
  notePoke(db, accountId, 'unread');
  return id;
}

/** Customer service answers a letter: the thread becomes received and unread for its player. */
export async function replyAsOperator(db: Db, letterId: number, html: string, now = new Date()): Promise<{ accountId: number }> {
  const at = now.toISOString();
  const accountId = await db.transaction().execute(async (trx) => {
    const letter = await trx.selectFrom('letters').select(['id', 'account_id']).where('id', '=', letterId).executeTakeFirst();
    if (!letter) throw MessageErrors.letterNotFound();
    await trx.insertInto('letter_messages').values({ letter_id: letter.id, author: 'operator', content: sanitizeOperatorHtml(html), html: 1, created_at: at }).execute();
    await trx.updateTable('letters').set({ is_read: 0, answered: 1, updated_at: at }).where('id', '=', letter.id).execute();
    return letter.account_id;
  });
  pokeAccount(accountId, 'unread');
  return { accountId };
}

export interface OperatorLetterRow {
  id: number;
  username: string;
  origin: string;
  title: string;
  isRead: boolean;
  answered: boolean;
  messages: number;
  updatedAt: string;
}

/** Latest letters first: what customer service has to answer shows as answered=false. */
export async function operatorLetters(db: Db, limit = 50): Promise<OperatorLetterRow[]> {
  const rows = await db
    .selectFrom('letters')
    .innerJoin('accounts', 'accounts.id', 'letters.account_id')
    .select([
      'letters.id',
      'accounts.username',
      'letters.origin',
      'letters.title',
      'letters.is_read',
      'letters.answered',
      'letters.updated_at',
      (eb) => eb.selectFrom('letter_messages as m').select((e) => e.fn.countAll<number | string>().as('c')).whereRef('m.letter_id', '=', 'letters.id').as('messages'),
    ])
    .orderBy('letters.updated_at', 'desc')
    .orderBy('letters.id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    id: r.id,
    username: r.username,
    origin: r.origin,
    title: r.title,
    isRead: r.is_read === 1,
    answered: r.answered === 1,
    messages: Number(r.messages ?? 0),
    updatedAt: r.updated_at,
  }));
}
