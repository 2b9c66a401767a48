import type { ReadAllKind } from '@site/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { pokeAccount } from '../events/poke';
import { readAllNotices } from '../fund/notices';
import { readAllAnnouncements, unreadAnnouncements } from './announcements';
import { letterUnread, readAllLetters } from './letters';

type Db = Kysely<Database>;

/**
 * The inbox as a whole: unread counts per kind (POST /v1/message/center/unread/count, the header
 * badge and each tab) and "read all" for one tab or everything.
 */
export async function inboxUnread(db: Db, accountId: number) {
  const [rows, letters, opNotice] = await Promise.all([
    db
      .selectFrom('messages')
      .select(['kind', (eb) => eb.fn.countAll<string | number>().as('n')])
      .where('account_id', '=', accountId)
      .where('is_read', '=', 0)
      .where('kind', 'in', ['sysNotice', 'transNotice'])
      .groupBy('kind')
      .execute(),
    letterUnread(db, accountId),
    unreadAnnouncements(db, accountId),
  ]);
  const count = (kind: string) => Number(rows.find((r) => r.kind === kind)?.n ?? 0);
  const counts = { sysNotice: count('sysNotice'), transNotice: count('transNotice'), letter: letters.total, opNotice };
  return { total: counts.sysNotice + counts.transNotice + counts.letter + counts.opNotice, ...counts };
}

export async function readAllInbox(db: Db, accountId: number, kind: ReadAllKind | undefined): Promise<{ updated: number }> {
  let updated = 0;
  if (kind === undefined || kind === 'system' || kind === 'trade') updated += (await readAllNotices(db, accountId, kind)).updated;
  if (kind === undefined || kind === 'announcement') updated += await readAllAnnouncements(db, accountId);
  if (kind === undefined || kind === 'mail') updated += await readAllLetters(db, accountId);
  if (updated > 0) pokeAccount(accountId, 'unread');
  return { updated };
}
