import type { Page, PlayerRestriction } from '@site/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { revokeAccountSessions } from '../accounts/sessions';
import { setRechargeLimit, setWithdrawSwitch } from '../fund/operator';
import { unlockWithdrawPassword } from '../fund/withdraw-guard';
import { sendLetter } from '../messages/operator';
import { pokingTransaction } from '../wallet/group-commit';
import { inTransaction, writeAudit, type AuditActor } from './audit';
import { playerById, restrictionsOf } from './players';

type Db = Kysely<Database>;

/**
 * The actions on a player's file (issue 37). Each runs in one transaction with its audit row (the values before
 * and after), through the same services as the `npm run ops` commands. None touches the player's protection
 * limits, time-outs or self-exclusion: staff cannot loosen them.
 */

const subject = (id: number) => ({ subjectType: 'player', subjectId: id });

/** As inTransaction, but a new transaction tells the player's open tabs (their sessions ended) only once it committed. */
const poking = <T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> => (db.isTransaction ? work(db) : pokingTransaction(db, work));

/** The currencies a cashier restriction covers: the player's own, every wallet's and every channel's. */
async function currenciesOf(db: Db, accountId: number, own: string): Promise<string[]> {
  const wallets = await db.selectFrom('wallet_accounts').select('currency').distinct().where('account_id', '=', accountId).execute();
  const channels = await db.selectFrom('deposit_channels').select('currency').distinct().execute();
  return [...new Set([own, ...wallets.map((w) => w.currency), ...channels.map((c) => c.currency)])].sort();
}

/**
 * Sets the account's restrictions to exactly `wanted`, each where the player's calls already check it: login
 * (the account's status: login and sessions refused with 001002), withdraw (the cashier's withdrawal lock:
 * 031002) and deposit (recharge limit level 3, until support lifts it: 031001). Blocking ends the sessions.
 */
export async function setRestrictions(db: Db, actor: AuditActor, id: number, wanted: readonly PlayerRestriction[], reason: string, now = new Date()): Promise<PlayerRestriction[]> {
  return poking(db, async (trx) => {
    const account = await playerById(trx, id);
    const before = await restrictionsOf(trx, account);
    const want = new Set(wanted);
    const at = now.toISOString();
    if (want.has('login') !== before.includes('login')) {
      await trx.updateTable('accounts').set({ status: want.has('login') ? 'blocked' : 'active', updated_at: at }).where('id', '=', id).execute();
      if (want.has('login')) await revokeAccountSessions(trx, id, 'staff-block');
    }
    const currencies = await currenciesOf(trx, id, account.currency);
    if (want.has('withdraw') !== before.includes('withdraw')) {
      for (const c of currencies) await setWithdrawSwitch(trx, id, c, 'lock', want.has('withdraw'));
    }
    if (want.has('deposit') !== before.includes('deposit')) {
      if (want.has('deposit')) for (const c of currencies) await setRechargeLimit(trx, id, c, 3, undefined, now);
      // Lifting ends only the stop this set (level 3); a timed pause of the system's stays.
      else await trx.updateTable('fund_gates').set({ recharge_limit_level: 1, recharge_limit_until: null }).where('account_id', '=', id).where('recharge_limit_level', '=', 3).execute();
    }
    const after = await restrictionsOf(trx, { id, status: want.has('login') ? 'blocked' : 'active' });
    await writeAudit(trx, actor, { action: 'player.restrict', ...subject(id), before: { restrictions: before }, after: { restrictions: after, reason } }, now);
    return after;
  });
}

/** Ends every open session of the player. */
export async function endPlayerSessions(db: Db, actor: AuditActor, id: number, reason: string, now = new Date()): Promise<number> {
  return poking(db, async (trx) => {
    await playerById(trx, id);
    const open = await trx.selectFrom('sessions').select((eb) => eb.fn.countAll<number | string>().as('n')).where('account_id', '=', id).where('revoked_at', 'is', null).where('expires_at', '>', now.toISOString()).executeTakeFirstOrThrow();
    await revokeAccountSessions(trx, id, 'staff');
    const ended = Number(open.n);
    await writeAudit(trx, actor, { action: 'player.endSessions', ...subject(id), before: { openSessions: ended }, after: { openSessions: 0, reason } }, now);
    return ended;
  });
}

/** Ends a wrong-withdrawal-password lock and its count (as `npm run ops -- fund password-unlock`). */
export async function unlockPlayerWithdrawPassword(db: Db, actor: AuditActor, id: number, reason: string, now = new Date()): Promise<string | null> {
  return inTransaction(db, async (trx) => {
    await playerById(trx, id);
    const until = await unlockWithdrawPassword(trx, id, now);
    await writeAudit(trx, actor, { action: 'player.unlockWithdrawPassword', ...subject(id), before: { lockedUntil: until }, after: { lockedUntil: null, reason } }, now);
    return until;
  });
}

/** A new letter in the player's inbox (as `npm run ops -- letter send`). */
export async function letterToPlayer(db: Db, actor: AuditActor, id: number, title: string, html: string, now = new Date()): Promise<number> {
  return inTransaction(db, async (trx) => {
    await playerById(trx, id);
    const letterId = await sendLetter(trx, id, title.trim(), html, now);
    await writeAudit(trx, actor, { action: 'player.letter', ...subject(id), before: null, after: { letterId, title: title.trim() } }, now);
    return letterId;
  });
}

const NOTE = 'player.note';
const staffName = (actor: string) => actor.replace(/^staff:/, '');

/** A staff note is its audit row: who wrote what and when, never edited nor deleted (the log is append-only). */
export async function addNote(db: Db, actor: AuditActor, id: number, text: string, now = new Date()) {
  return inTransaction(db, async (trx) => {
    await playerById(trx, id);
    const noteId = await writeAudit(trx, actor, { action: NOTE, ...subject(id), before: null, after: { text: text.trim() } }, now);
    const row = await trx.selectFrom('audit_log').select(['id', 'at', 'actor']).where('id', '=', noteId).executeTakeFirstOrThrow();
    return { id: row.id, at: row.at, staff: staffName(row.actor), text: text.trim() };
  });
}

export async function notesOf(db: Db, id: number, page: number, size: number): Promise<Page<{ id: number; at: string; staff: string; text: string }>> {
  await playerById(db, id);
  const base = db.selectFrom('audit_log').where('action', '=', NOTE).where('subject_type', '=', 'player').where('subject_id', '=', String(id));
  const total = await base.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow();
  const rows = await base.select(['id', 'at', 'actor', 'after_json']).orderBy('id', 'desc').limit(size).offset((page - 1) * size).execute();
  return {
    total: Number(total.n),
    records: rows.map((r) => ({ id: r.id, at: r.at, staff: staffName(r.actor), text: String((JSON.parse(r.after_json ?? '{}') as { text?: string }).text ?? '') })),
  };
}
