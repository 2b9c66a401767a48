import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { DEMO_PLAYERS } from './accounts';

/**
 * The demo players have answered the deposit-limit offer (issue 20) as any player who has used the site
 * would have: skipped. A newly registered player is offered it once; the demo accounts are not new.
 */
export async function seedDemoOfferAnswers(db: Kysely<Database>, now = new Date().toISOString()): Promise<void> {
  const ids = await db.selectFrom('accounts').select('id').where('username', 'in', DEMO_PLAYERS.map((p) => p.username)).execute();
  for (const { id } of ids) {
    await db.insertInto('protection_offers').values({ account_id: id, answer: 'skipped', answered_at: now }).onConflict((oc) => oc.column('account_id').doNothing()).execute();
  }
}
