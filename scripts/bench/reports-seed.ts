/**
 * The reports bench's database (run with `node --import tsx`), straight in its own fresh data folder:
 *
 *   reports-seed.ts <dataDir> <entries> <month YYYY-MM> [players]
 *     migrates and seeds it as the server would (unless a server already did: the e2e journey seeds its own
 *     running server's database), creates 200 players (or `players`) (a third under each of two agents)
 *     through the server's account code, and writes `entries` ledger entries inside that Asia/Taipei month
 *     through the ledger's own move() (deposits, transfers into KT and DB, bets, payouts, bonuses, rebates,
 *     withdrawal holds with their fees, some refunded, agents' commission), spread over every day and hour.
 *     Then a finance member and a session for it (the bench reads as finance). Prints
 *     { token, entries, inMonth } as JSON.
 */
import type { LedgerKind } from '../../apps/server/src/services/wallet/ledger-kind';
import { openDatabase } from '../../apps/server/src/db/connection';
import { migrateToLatest } from '../../apps/server/src/db/migrate';
import { seed } from '../../apps/server/src/bootstrap/seed';
import { createAccount } from '../../apps/server/src/services/accounts/accounts';
import { createAgent } from '../../apps/server/src/services/agent/agents';
import { createStaff } from '../../apps/server/src/services/staff/members';
import { issueStaffToken } from '../../apps/server/src/services/staff/sessions';
import { move, walletAccountIds } from '../../apps/server/src/services/wallet/ledger';

const BATCH = 2_000;

async function seedReports(dataDir: string, entries: number, month: string, players: number) {
  const handle = openDatabase({ dataDir, databaseUrl: process.env.DATABASE_URL || undefined });
  const { db } = handle;
  try {
    const ready = await db.selectFrom('accounts').select('id').limit(1).executeTakeFirst().catch(() => undefined);
    if (!ready) {
      await migrateToLatest(db);
      await seed(db);
    }
    const agents = [await createAgent(db, { username: 'benchag1', password: 'demo1234', proxyCode: 'BENCHA1' }), await createAgent(db, { username: 'benchag2', password: 'demo1234', proxyCode: 'BENCHA2' })];
    // The month's first instant in UTC (Taipei is +08:00) and its length.
    const start = Date.parse(`${month}-01T00:00:00+08:00`);
    const [y, m] = month.split('-').map(Number) as [number, number];
    const span = Date.parse(`${m === 12 ? y + 1 : y}-${String(m === 12 ? 1 : m + 1).padStart(2, '0')}-01T00:00:00+08:00`) - start;
    const wallets: { main: number; kt: number; db: number }[] = [];
    for (let i = 0; i < players; i++) {
      const proxyCode = i % 3 === 2 ? null : agents[i % 3]!.proxyCode;
      const account = await createAccount(db, { username: `brep${String(i).padStart(4, '0')}`, password: 'demo1234', phone: null, proxyCode });
      // Registered over the month, so the agents' members and the retention cohort have players.
      await db.updateTable('accounts').set({ register_date: new Date(start + Math.floor((i * span) / players)).toISOString() }).where('id', '=', account.id).execute();
      const [main, kt, dbw] = await walletAccountIds(db, account.id, 'NTD', ['main', 'KT', 'DB']);
      wallets.push({ main: main!, kt: kt!, db: dbw! });
    }
    const agentWallets = await Promise.all(agents.map(async (a) => (await walletAccountIds(db, a.accountId, 'NTD', ['main']))[0]!));
    let written = 0;
    let step = 0;
    while (written < entries) {
      await db.transaction().execute(async (trx) => {
        const until = Math.min(entries, written + BATCH);
        while (written < until) {
          const at = new Date(start + Math.floor(((step * 7_919) % 1_000_003) / 1_000_003 * span)).toISOString();
          const w = wallets[step % players]!;
          const game = step % 2 === 0 ? { id: w.kt, per: 1 } : { id: w.db, per: 5 };
          const mv = (walletId: number, amount: number, kind: LedgerKind) => move(trx, { walletId, amount, kind, reference: `B${step}` }, at);
          // One round of a player's day: 10 entries (fewer at the end, to stop at exactly `entries`).
          const round: Array<() => Promise<unknown>> = [
            () => mv(w.main, 200_000, 'deposit'),
            () => mv(w.main, -50_000, 'transferOut'),
            () => mv(game.id, 50_000 / game.per, 'transferIn'),
            () => mv(game.id, -(20_000 + (step % 7) * 1_000) / game.per, 'bet'),
            () => mv(game.id, (step % 3) * 9_000, 'payout'),
            () => mv(w.main, 1_500, step % 2 ? 'bonus' : 'rebate'),
            () => mv(w.main, -30_000, 'withdrawHold'),
            () => mv(w.main, -3_000, 'withdrawFee'),
            () => (step % 5 === 0 ? mv(w.main, 30_000, 'withdrawRefund') : mv(w.main, 2_000, 'couponExchange')),
            () => mv(agentWallets[step % 2]!, 1_000, 'agentCommission'),
          ];
          for (const one of round) {
            if (written >= until) break;
            await one();
            written += 1;
          }
          step += 1;
        }
      });
    }
    const staff = await createStaff(db, { ops: true }, { name: 'benchfinance', roles: ['finance'], password: 'bench-finance-1' });
    const { token } = await issueStaffToken(db, staff.id, 'session', '127.0.0.1');
    const inMonth = await db
      .selectFrom('ledger_entries')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('created_at', '>=', new Date(start).toISOString())
      .where('created_at', '<', new Date(start + span).toISOString())
      .executeTakeFirstOrThrow();
    return { token, entries: written, inMonth: Number(inMonth.n) };
  } finally {
    await handle.close();
  }
}

const [dataDir, entries, month, players = '200'] = process.argv.slice(2);
if (!dataDir || !entries || !month) throw new Error('usage: reports-seed.ts <dataDir> <entries> <YYYY-MM> [players]');
console.log(JSON.stringify(await seedReports(dataDir, Number(entries), month, Number(players))));
