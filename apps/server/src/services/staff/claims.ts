import { STAFF_CLAIM_MINUTES, STAFF_QUEUE_ROLES, type QueueClaim, type StaffQueueKind } from '@site/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Decider } from '../fund/decider';
import { StaffErrors } from './members';
import { QueueErrors } from './queue-errors';
import type { StaffSession } from './sessions';

type Db = Kysely<Database>;

export const CLAIM_MS = STAFF_CLAIM_MINUTES * 60_000;

/** The member working a queue item, for the lists and the refusals; an expired claim is no claim. */
export interface Claimer {
  staffId: number;
  name: string;
  address: string;
}

/** The live claims on `items` of one queue, by item id. */
export async function claimsOf(db: Db, kind: StaffQueueKind, items: string[], now = new Date()): Promise<Map<string, QueueClaim>> {
  if (items.length === 0) return new Map();
  const rows = await db
    .selectFrom('queue_claims')
    .innerJoin('staff', 'staff.id', 'queue_claims.staff_id')
    .select(['queue_claims.item_id', 'queue_claims.staff_id', 'staff.name', 'queue_claims.expires_at'])
    .where('kind', '=', kind)
    .where('item_id', 'in', items)
    .where('expires_at', '>', now.toISOString())
    .execute();
  return new Map(rows.map((r) => [r.item_id, { staffId: r.staff_id, name: r.name, until: r.expires_at }]));
}

/** Refuses a member whose roles do not work `kind`'s queue (the claim endpoint serves every queue). */
export function assertQueueRole(kind: StaffQueueKind, session: StaffSession): void {
  const roles = STAFF_QUEUE_ROLES[kind];
  if (!roles.some((r) => session.roles.includes(r))) throw StaffErrors.roleRefused(roles);
}

/**
 * Claims an item for `who` for CLAIM_MS: a new claim, the member's own renewed, or another's that expired taken
 * over, in one statement (the upsert's condition), so of two members claiming at once one wins; the other gets
 * 081010 with who holds it.
 */
export async function claimItem(db: Db, kind: StaffQueueKind, itemId: string, who: Claimer, now = new Date()): Promise<QueueClaim> {
  const at = now.toISOString();
  const until = new Date(now.getTime() + CLAIM_MS).toISOString();
  const won = await db
    .insertInto('queue_claims')
    .values({ kind, item_id: itemId, staff_id: who.staffId, claimed_at: at, expires_at: until })
    .onConflict((oc) =>
      oc
        .columns(['kind', 'item_id'])
        .doUpdateSet({ staff_id: who.staffId, claimed_at: at, expires_at: until })
        .where((eb) => eb.or([eb('queue_claims.staff_id', '=', who.staffId), eb('queue_claims.expires_at', '<=', at)])),
    )
    .returning('staff_id')
    .executeTakeFirst();
  if (won?.staff_id === who.staffId) return { staffId: who.staffId, name: who.name, until };
  const held = (await claimsOf(db, kind, [itemId], now)).get(itemId);
  if (!held) return claimItem(db, kind, itemId, who, now);
  throw QueueErrors.claimedByOther(held);
}

/** Releases the member's own claim; another member's live claim is refused (081010). */
export async function releaseItem(db: Db, kind: StaffQueueKind, itemId: string, who: Claimer, now = new Date()): Promise<void> {
  await assertNotClaimedByOther(db, kind, itemId, who.staffId, now);
  await db.deleteFrom('queue_claims').where('kind', '=', kind).where('item_id', '=', itemId).execute();
}

/** An action on an item another member holds is refused (081010); an unclaimed or expired one may be worked. */
export async function assertNotClaimedByOther(db: Db, kind: StaffQueueKind, itemId: string, staffId: number, now = new Date()): Promise<void> {
  const held = (await claimsOf(db, kind, [itemId], now)).get(itemId);
  if (held && held.staffId !== staffId) throw QueueErrors.claimedByOther(held);
}

/**
 * The decider of a queue action: the member (in the audit row), the claim check first in the decision's
 * transaction, the claim dropped with the decision, and the four-eyes threshold.
 */
export function queueDecider(kind: StaffQueueKind, itemId: string, who: Claimer, fourEyesAboveMinor: number, now: Date): Decider {
  return {
    actor: who,
    fourEyesAboveMinor,
    check: (trx) => assertNotClaimedByOther(trx, kind, itemId, who.staffId, now),
    done: async (trx) => {
      await trx.deleteFrom('queue_claims').where('kind', '=', kind).where('item_id', '=', itemId).execute();
    },
  };
}
