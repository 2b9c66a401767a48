import { breakEnd, DEPOSIT_LIMIT_MAX, DEPOSIT_LIMIT_MIN, MINOR_PER_MAJOR, STAFF_RISK_ERRORS, type HarmInteraction, type HarmInteractionInput, type Page } from '@site/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { domainError } from '../../domain/errors';
import { sendLetter } from '../messages/operator';
import { cancelDepositsForBreak } from '../protection/break-orders';
import { runningBreak } from '../protection/breaks';
import { ProtectionErrors } from '../protection/errors';
import { lockedLimits, lockPlayer } from '../protection/limits';
import { pokingTransaction } from '../wallet/group-commit';
import { formatMinor, toMinor } from '../wallet/money';
import { writeAudit, type AuditActor } from './audit';
import { INTERACTION_ACTION } from './harm-markers';
import { playerById } from './players';

type Db = Kysely<Database>;

/**
 * Safer-gambling interactions (issue 38): a call note, a letter, a deposit limit or a time-out the operator imposes.
 * Each writes, in one transaction, a note in the player's file (the file's notes: audit rows 'player.note'), its
 * own audit row ('risk.interaction', read back as the interaction) and, for a letter, the letter. Staff can never
 * shorten a protection the player set: a limit must be below the one in force (any pending raise of the player is
 * then dropped), a time-out must end after any running break (never during a self-exclusion); else 081063.
 */

export const InteractionErrors = {
  notStricter: (current: string) => domainError(STAFF_RISK_ERRORS.notStricter, { current }),
} as const;

const iso = (d: Date) => d.toISOString();
const LABEL: Record<HarmInteractionInput['kind'], string> = { call: 'call', letter: 'letter', depositLimit: 'deposit limit', timeout: 'time-out' };

async function imposeDepositLimit(trx: Db, id: number, period: string, amountText: string, now: Date): Promise<string> {
  const amount = toMinor(amountText);
  if (amount < DEPOSIT_LIMIT_MIN * MINOR_PER_MAJOR || amount > DEPOSIT_LIMIT_MAX * MINOR_PER_MAJOR) {
    throw ProtectionErrors.amountOutOfRange(formatMinor(DEPOSIT_LIMIT_MIN * MINOR_PER_MAJOR), formatMinor(DEPOSIT_LIMIT_MAX * MINOR_PER_MAJOR));
  }
  const row = (await lockedLimits(trx, id, now)).find((r) => r.period === period);
  const at = iso(now);
  if (row && amount >= Number(row.amount)) throw InteractionErrors.notStricter(formatMinor(Number(row.amount)));
  if (row) {
    await trx.updateTable('deposit_limits').set({ amount, pending_amount: null, pending_effective_at: null, updated_at: at }).where('account_id', '=', id).where('period', '=', period).execute();
  } else {
    await trx.insertInto('deposit_limits').values({ account_id: id, period, amount, pending_amount: null, pending_effective_at: null, created_at: at, updated_at: at }).execute();
  }
  await trx
    .insertInto('deposit_limit_history')
    .values({ account_id: id, period, action: row ? 'decrease' : 'set', old_amount: row ? Number(row.amount) : null, new_amount: amount, effective_at: at, created_at: at })
    .execute();
  return `${period} ${formatMinor(amount)} NTD${row ? ` (was ${formatMinor(Number(row.amount))})` : ''}`;
}

async function imposeTimeout(trx: Db, id: number, period: '24h' | '7d' | '30d', now: Date): Promise<string> {
  await lockPlayer(trx, id);
  const until = iso(breakEnd(period, now));
  const running = await runningBreak(trx, id, now);
  if (running && (running.kind === 'exclusion' || until <= running.until)) throw InteractionErrors.notStricter(running.until);
  if (running) await trx.updateTable('protection_breaks').set({ ended_at: iso(now), ended_by: 'replaced' }).where('id', '=', running.id).execute();
  await trx.insertInto('protection_breaks').values({ account_id: id, kind: 'timeout', period, started_at: iso(now), until, ended_at: null, ended_by: null }).execute();
  await cancelDepositsForBreak(trx, id, 'timeout', now);
  return `${period} until ${until}`;
}

export async function recordInteraction(db: Db, actor: AuditActor, id: number, input: HarmInteractionInput, now = new Date()): Promise<HarmInteraction> {
  return pokingTransaction(db, async (trx) => {
    await playerById(trx, id);
    let summary: string;
    switch (input.kind) {
      case 'call':
        summary = input.note.trim();
        break;
      case 'letter': {
        const letterId = await sendLetter(trx, id, input.title.trim(), input.html, now);
        await writeAudit(trx, actor, { action: 'player.letter', subjectType: 'player', subjectId: id, before: null, after: { letterId, title: input.title.trim() } }, now);
        summary = [input.title.trim(), input.note?.trim()].filter(Boolean).join(' — ');
        break;
      }
      case 'depositLimit':
        summary = `${await imposeDepositLimit(trx, id, input.period, input.amount, now)} — ${input.note.trim()}`;
        break;
      case 'timeout':
        summary = `${await imposeTimeout(trx, id, input.period, now)} — ${input.note.trim()}`;
        break;
    }
    await writeAudit(trx, actor, { action: 'player.note', subjectType: 'player', subjectId: id, before: null, after: { text: `Safer gambling (${LABEL[input.kind]}): ${summary}` } }, now);
    const rowId = await writeAudit(trx, actor, { action: INTERACTION_ACTION, subjectType: 'player', subjectId: id, before: null, after: { kind: input.kind, summary } }, now);
    return { id: rowId, at: iso(now), staff: 'staffId' in actor ? actor.name : 'ops', kind: input.kind, summary };
  });
}

export async function interactionsOf(db: Db, id: number, page: number, size: number): Promise<Page<HarmInteraction>> {
  await playerById(db, id);
  const base = db.selectFrom('audit_log').where('action', '=', INTERACTION_ACTION).where('subject_type', '=', 'player').where('subject_id', '=', String(id));
  const total = await base.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow();
  const rows = await base.select(['id', 'at', 'actor', 'after_json']).orderBy('id', 'desc').limit(size).offset((page - 1) * size).execute();
  return {
    total: Number(total.n),
    records: rows.map((r) => {
      const after = JSON.parse(r.after_json ?? '{}') as { kind?: HarmInteraction['kind']; summary?: string };
      return { id: r.id, at: r.at, staff: r.actor.replace(/^staff:/, ''), kind: after.kind ?? 'call', summary: after.summary ?? '' };
    }),
  };
}
