import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { mainPerUnit } from '../services/wallet/money';

/**
 * The fault tests' ledger checks: the whole-ledger audit (services/wallet/ledger-audit.ts, also
 * `npm run ops -- ledger audit`) on the data a killed and restarted server wrote, and what a player holds.
 */
export { auditLedger, type LedgerAudit } from '../services/wallet/ledger-audit';

/** What a player owns in main-currency minor units: main plus game wallets, each at its channel's rate. */
export async function holdings(db: Kysely<Database>, accountId: number, currency = 'NTD'): Promise<number> {
  const rows = await db.selectFrom('wallet_accounts').select(['kind', 'balance']).where('account_id', '=', accountId).where('currency', '=', currency).execute();
  return rows.reduce((sum, r) => sum + Number(r.balance) * (r.kind === 'main' ? 1 : mainPerUnit(r.kind)), 0);
}

/** Seed money plus the bets' profit and loss: what holdings must be when no money was made or lost elsewhere. */
export async function expectedHoldings(db: Kysely<Database>, accountId: number, seeded: number, currency = 'NTD'): Promise<number> {
  const bets = await db.selectFrom('bet_records').select(['profit', 'main_per_unit']).where('account_id', '=', accountId).where('currency', '=', currency).execute();
  return bets.reduce((sum, b) => sum + Number(b.profit) * b.main_per_unit, seeded);
}
