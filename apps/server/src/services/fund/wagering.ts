import { QUALIFYING_ODDS, WAGERING_CLEAR_BELOW_MINOR, WAGERING_MULTIPLES, requiredTurnover, type WageringRequirement, type WageringSource } from '@site/contract';
import { sql } from 'kysely';
import type { ApiLanguage } from '../../domain/language';
import { label } from '../labels';
import { MAIN } from '../wallet/ledger';
import { formatMinor, mainPerUnit } from '../wallet/money';
import type { Db } from './common';

/**
 * Wagering requirements (issue 17; docs/decisions.md "Issue 17: wagering").
 * Every credit that is a deposit or a bonus opens one requirement of amount x
 * multiple in the credit's own transaction (openRequirement). A withdrawal
 * needs every open requirement covered by valid turnover made after it began
 * (progressOf); passing that check closes them all (closeOnWithdraw). New
 * money arriving while the balance is under WAGERING_CLEAR_BELOW_MINOR drops
 * the open ones first: the money they were attached to has been lost in play.
 */

export interface Credit {
  accountId: number;
  currency: string;
  source: WageringSource;
  /** The ledger reference of the credit: one requirement per credit (a retried credit adds none). */
  reference: string;
  /** Minor units credited. */
  amount: number;
  /** The default of the source unless given (a promotion's own multiple). */
  multiple?: number | null | undefined;
  /** JSON LabelSet of the promotion's title, for the withdrawal screen. */
  titles?: string | null | undefined;
}

/** The player's money in one currency in main-wallet minor units: the main wallet and every game wallet (a 1 : 0.2 wallet's units x 5). */
export async function totalBalance(db: Db, accountId: number, currency: string): Promise<number> {
  const rows = await db.selectFrom('wallet_accounts').select(['kind', 'balance']).where('account_id', '=', accountId).where('currency', '=', currency).execute();
  return rows.reduce((sum, r) => sum + Number(r.balance) * (r.kind === MAIN ? 1 : mainPerUnit(r.kind)), 0);
}

/** Inside the credit's transaction, after its ledger entry: clears what the lost balance carried, then opens the credit's requirement. */
export async function openRequirement(trx: Db, c: Credit, at: string): Promise<void> {
  if (c.amount <= 0) return;
  const before = (await totalBalance(trx, c.accountId, c.currency)) - c.amount;
  if (before < WAGERING_CLEAR_BELOW_MINOR) await closeOpen(trx, c.accountId, c.currency, 'cleared', at);
  const multiple = c.multiple ?? WAGERING_MULTIPLES[c.source];
  await trx
    .insertInto('turnover_requirements')
    .values({
      account_id: c.accountId,
      currency: c.currency,
      source: c.source,
      reference: c.reference,
      titles: c.titles ?? null,
      amount: c.amount,
      multiple,
      required: requiredTurnover(c.amount, multiple),
      started_at: at,
      status: 'open',
      closed_at: null,
    })
    .onConflict((oc) => oc.columns(['account_id', 'source', 'reference']).doNothing())
    .execute();
}

async function closeOpen(trx: Db, accountId: number, currency: string, status: 'met' | 'cleared', at: string): Promise<void> {
  await trx
    .updateTable('turnover_requirements')
    .set({ status, closed_at: at })
    .where('account_id', '=', accountId)
    .where('currency', '=', currency)
    .where('status', '=', 'open')
    .execute();
}

/** A withdrawal passed the check (every requirement covered): they are met, and the turnover so far is spent. */
export async function closeOnWithdraw(trx: Db, accountId: number, currency: string, at: string): Promise<void> {
  await closeOpen(trx, accountId, currency, 'met', at);
}

/**
 * Turnover to requirements, oldest first. `turnover[i]` is the qualifying
 * turnover made after the start of requirement i up to the start of the next
 * one (the last: up to now). Turnover of a period can only go to requirements
 * that had begun by then, the oldest unmet first; what is left over once they
 * are all met counts for nothing (a bonus needs play after it was credited).
 * Returns the turnover done per requirement.
 */
export function allocateTurnover(required: readonly number[], turnover: readonly number[]): number[] {
  const done = required.map(() => 0);
  let oldest = 0;
  for (let i = 0; i < required.length; i++) {
    let pool = turnover[i] ?? 0;
    while (pool > 0 && oldest <= i) {
      const give = Math.min(pool, (required[oldest] ?? 0) - (done[oldest] ?? 0));
      done[oldest] = (done[oldest] ?? 0) + give;
      pool -= give;
      if (done[oldest] === required[oldest]) oldest++;
    }
    while (oldest <= i && done[oldest] === required[oldest]) oldest++;
  }
  return done;
}

/**
 * Qualifying turnover (valid bet in main-wallet minor units; a bet with odds
 * below QUALIFYING_ODDS.decimal counts for nothing) in the periods starting at
 * each of `starts` (ascending), the last up to now: one query.
 */
async function turnoverByPeriod(db: Db, accountId: number, currency: string, starts: readonly string[]): Promise<number[]> {
  const first = starts[0];
  if (first === undefined) return [];
  // Period index of a bet: the last start strictly before its time. A bet in the very millisecond a
  // credit arrived could not have been paid with it: it goes to the requirements begun earlier.
  const period = sql<number>`case ${sql.join(
    starts.map((s, i) => [i, s] as const).reverse().map(([i, s]) => sql`when bet_time > ${s} then ${i}`),
    sql` `,
  )} end`;
  const rows = await db
    .selectFrom('bet_records')
    .select([period.as('period'), (eb) => eb.fn.sum<number | string | null>(eb('valid_bet', '*', eb.ref('main_per_unit'))).as('valid')])
    .where('account_id', '=', accountId)
    .where('currency', '=', currency)
    .where('bet_time', '>', first)
    .where((eb) => eb.or([eb('odds', 'is', null), eb('odds', '>=', QUALIFYING_ODDS.decimal)]))
    // By position: PostgreSQL cannot tell the CASE with its own parameters equal to the selected one.
    .groupBy(sql`1`)
    .execute();
  const out = starts.map(() => 0);
  for (const r of rows) out[Number(r.period)] = Number(r.valid ?? 0);
  return out;
}

export interface Progress {
  required: number;
  done: number;
  remaining: number;
  items: WageringRequirement[];
}

/** The open requirements of the player in one currency with the turnover done on each, and their sums (minor units). */
export async function progressOf(db: Db, accountId: number, currency: string, lang: ApiLanguage = 'TW'): Promise<Progress> {
  const open = await db
    .selectFrom('turnover_requirements')
    .selectAll()
    .where('account_id', '=', accountId)
    .where('currency', '=', currency)
    .where('status', '=', 'open')
    .orderBy('started_at')
    .orderBy('id')
    .execute();
  const required = open.map((r) => Number(r.required));
  const done = allocateTurnover(required, await turnoverByPeriod(db, accountId, currency, open.map((r) => r.started_at)));
  const items = open.map((r, i) => {
    const d = done[i] ?? 0;
    const req = required[i] ?? 0;
    return {
      source: r.source as WageringSource,
      title: r.titles === null ? null : label(r.titles, lang),
      amount: formatMinor(Number(r.amount)),
      multiple: r.multiple,
      required: formatMinor(req),
      done: formatMinor(d),
      remaining: formatMinor(req - d),
      startedAt: r.started_at,
    };
  });
  const sumRequired = required.reduce((a, b) => a + b, 0);
  const sumDone = done.reduce((a, b) => a + b, 0);
  return { required: sumRequired, done: sumDone, remaining: sumRequired - sumDone, items };
}
