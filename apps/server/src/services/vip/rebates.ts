import { openRequirement } from '../fund/wagering';
import { moneyTransaction } from '../wallet/group-commit';
import { lockWallets, MAIN, move, walletAccountId } from '../wallet/ledger';
import { rateOf, type Db, type RebateRates } from './config';
import { addDays, dayStart } from './days';

/**
 * The daily game rebate (SPEC 9: up to 1.5 %, no cap): the valid bets of one
 * server day, per player and wallet currency, times the rate of the player's
 * level for each game type (vip_game_rebates, hundredths of a percent),
 * rounded down to the cent once per player and currency. Credited to the main
 * wallet as one 'rebate' ledger entry, in the same transaction as its
 * vip_rebates row, whose key (player, day, currency) makes a second payment
 * impossible.
 */

export interface RebateReport {
  paid: number;
  /** Minor units per currency. */
  total: Record<string, number>;
}

export async function payRebates(db: Db, betDay: string, levelOf: (accountId: number) => number | undefined, rates: RebateRates, now: Date): Promise<RebateReport> {
  const from = dayStart(betDay).toISOString();
  const to = dayStart(addDays(betDay, 1)).toISOString();
  const rows = await db
    .selectFrom('bet_records')
    .select(['account_id', 'currency', 'game_type', (eb) => eb.fn.sum<number | string | null>(eb('valid_bet', '*', eb.ref('main_per_unit'))).as('valid')])
    .where('bet_time', '>=', from)
    .where('bet_time', '<', to)
    .groupBy(['account_id', 'currency', 'game_type'])
    .execute();
  const due = new Map<string, { accountId: number; currency: string; level: number; valid: bigint; weighted: bigint }>();
  for (const r of rows) {
    const level = levelOf(r.account_id);
    if (level === undefined) continue;
    const key = `${r.account_id}:${r.currency}`;
    const entry = due.get(key) ?? { accountId: r.account_id, currency: r.currency, level, valid: 0n, weighted: 0n };
    const valid = BigInt(Math.trunc(Number(r.valid ?? 0)));
    entry.valid += valid;
    entry.weighted += valid * BigInt(rateOf(rates, level, r.game_type));
    due.set(key, entry);
  }
  const report: RebateReport = { paid: 0, total: {} };
  const at = now.toISOString();
  const reference = `VIPRB${betDay.replace(/-/g, '')}`;
  for (const d of due.values()) {
    const amount = Number(d.weighted / 10_000n);
    if (amount <= 0) continue;
    const paid = await moneyTransaction(db, async (trx) => {
      const claimed = await trx
        .insertInto('vip_rebates')
        .values({ account_id: d.accountId, day: betDay, currency: d.currency, level: d.level, valid_bet: Number(d.valid), amount, created_at: at })
        .onConflict((oc) => oc.columns(['account_id', 'day', 'currency']).doNothing())
        .returning('account_id')
        .executeTakeFirst();
      if (!claimed) return false;
      const walletId = await walletAccountId(trx, d.accountId, d.currency, MAIN, at);
      await lockWallets(trx, [walletId]);
      await move(trx, { walletId, amount, kind: 'rebate', reference, label: MAIN }, at);
      await openRequirement(trx, { accountId: d.accountId, currency: d.currency, source: 'rebate', reference, amount }, at);
      return true;
    });
    if (!paid) continue;
    report.paid++;
    report.total[d.currency] = (report.total[d.currency] ?? 0) + amount;
  }
  return report;
}
