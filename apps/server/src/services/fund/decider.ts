import { pokeStaff, whenCommitted } from '../events/poke';
import { writeAudit, type AuditActor, type AuditRecord } from '../staff/audit';
import type { Db } from './common';

/**
 * Who decides an operator's decision (a deposit, a withdrawal step, a card, an ID) and what the back office adds
 * to its transaction: `npm run ops` (OPS) and the staff queues (services/staff/queue-actions.ts) run the same
 * decision functions, so both move money the same way and write the same audit row, with the values before and after.
 */
export interface Decider {
  actor: AuditActor;
  /** Runs first in the decision's transaction (the queue's claim check). */
  check?: (trx: Db) => Promise<void>;
  /** Runs last in it (the queue drops the item's claim). */
  done?: (trx: Db) => Promise<void>;
  /** Four eyes: a withdrawal worth more than this (NTD minor units) needs its second approval from another member. */
  fourEyesAboveMinor?: number;
}

export const OPS_DECIDER: Decider = { actor: { ops: true } };

/** The decision's audit row and the decider's last step, inside the decision's transaction; staff lists re-read once it committed. */
export async function recordDecision(trx: Db, by: Decider, record: AuditRecord, now: Date): Promise<void> {
  await writeAudit(trx, by.actor, record, now);
  await by.done?.(trx);
  whenCommitted(trx, () => pokeStaff('queues'));
}
