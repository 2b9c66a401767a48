/**
 * The bench's players, straight in its own fresh database (run with `node --import tsx`):
 *
 *   players.ts seed <dataDir> <count> <startMinor>
 *     migrates and seeds the database as the server would, then creates players
 *     bench001..benchNNN (password demo1234) through the server's own account code
 *     and credits each main NTD wallet through the ledger (a 'seed' entry); each has a
 *     phone and a bound TRC-20 address, so it may open deposit orders (SPEC 4, 5).
 *     Prints the usernames as JSON.
 *
 *   players.ts verify <dataDir> <startMinor>
 *     after the server has stopped: every wallet's balance equals the sum of its
 *     ledger entries, none is negative, and each bench player still owns exactly
 *     startMinor (main plus game wallets, game units converted back to main).
 *     Prints { problems: string[], wallets, entries } as JSON.
 *
 * With DATABASE_URL set, both work on that PostgreSQL database instead (the cluster bench).
 */
import { openDatabase } from '../../apps/server/src/db/connection';
import { migrateToLatest } from '../../apps/server/src/db/migrate';
import { seed } from '../../apps/server/src/bootstrap/seed';
import { createAccount } from '../../apps/server/src/services/accounts/accounts';
import { hashPassword } from '../../apps/server/src/services/accounts/secrets';
import { bindWalletAddress } from '../../apps/server/src/services/fund/binding';
import { MAIN, move, walletAccountId } from '../../apps/server/src/services/wallet/ledger';
import { mainPerUnit } from '../../apps/server/src/services/wallet/money';

const PASSWORD = 'demo1234';
const CURRENCY = 'NTD';
const PREFIX = 'bench';
/** A valid TRC-20 address (checksum and all): the binding the first deposit asks for. */
const WALLET_ADDRESS = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
/** Binding a destination is proved by the withdrawal password (issue 17): each bench player has this one. */
const WITHDRAW_PASSWORD = '135790';

async function seedPlayers(dataDir: string, count: number, startMinor: number): Promise<string[]> {
  const handle = openDatabase({ dataDir, databaseUrl: process.env.DATABASE_URL || undefined });
  try {
    await migrateToLatest(handle.db);
    await seed(handle.db);
    const names: string[] = [];
    const withdrawHash = await hashPassword(WITHDRAW_PASSWORD);
    for (let i = 1; i <= count; i++) {
      const username = `${PREFIX}${String(i).padStart(3, '0')}`;
      const account = await createAccount(handle.db, { username, password: PASSWORD, phone: { countryCode: '886', telephone: `955${String(i).padStart(6, '0')}` } });
      await handle.db.updateTable('accounts').set({ withdraw_password_hash: withdrawHash }).where('id', '=', account.id).execute();
      await bindWalletAddress(handle.db, account.id, { address: WALLET_ADDRESS, name: 'bench', withdrawPassword: WITHDRAW_PASSWORD });
      const walletId = await walletAccountId(handle.db, account.id, CURRENCY, MAIN);
      await move(handle.db, { walletId, amount: startMinor, kind: 'seed', reference: `seed:${username}:${CURRENCY}` });
      names.push(username);
    }
    return names;
  } finally {
    await handle.close();
  }
}

async function verifyLedger(dataDir: string, startMinor: number) {
  const handle = openDatabase({ dataDir, databaseUrl: process.env.DATABASE_URL || undefined });
  const db = handle.db;
  try {
    const problems: string[] = [];
    const wallets = await db
      .selectFrom('wallet_accounts')
      .innerJoin('accounts', 'accounts.id', 'wallet_accounts.account_id')
      .select(['wallet_accounts.id', 'wallet_accounts.kind', 'wallet_accounts.currency', 'wallet_accounts.balance', 'accounts.username'])
      .execute();
    const sums = await db
      .selectFrom('ledger_entries')
      .select(['wallet_account_id', (eb) => eb.fn.sum<number | string>('amount').as('sum'), (eb) => eb.fn.countAll<number | string>().as('n')])
      .groupBy('wallet_account_id')
      .execute();
    const sumOf = new Map(sums.map((s) => [s.wallet_account_id, Number(s.sum)]));
    const owned = new Map<string, number>();
    for (const w of wallets) {
      const balance = Number(w.balance);
      if (balance < 0) problems.push(`${w.username} ${w.kind} ${w.currency} is negative: ${balance}`);
      if (balance !== (sumOf.get(w.id) ?? 0)) problems.push(`${w.username} ${w.kind} ${w.currency}: balance ${balance} != ledger sum ${sumOf.get(w.id) ?? 0}`);
      if (w.username.startsWith(PREFIX) && w.currency === CURRENCY) {
        const inMain = w.kind === MAIN ? balance : balance * mainPerUnit(w.kind);
        owned.set(w.username, (owned.get(w.username) ?? 0) + inMain);
      }
    }
    for (const [username, total] of owned) {
      if (total !== startMinor) problems.push(`${username} owns ${total} minor units, started with ${startMinor}`);
    }
    const entries = sums.reduce((n, s) => n + Number(s.n), 0);
    return { problems, wallets: wallets.length, players: owned.size, entries };
  } finally {
    await handle.close();
  }
}

const [command, dataDir, ...rest] = process.argv.slice(2);
if (!dataDir) throw new Error('usage: players.ts seed <dataDir> <count> <startMinor> | verify <dataDir> <startMinor>');
if (command === 'seed') {
  console.log(JSON.stringify(await seedPlayers(dataDir, Number(rest[0]), Number(rest[1]))));
} else if (command === 'verify') {
  console.log(JSON.stringify(await verifyLedger(dataDir, Number(rest[0]))));
} else {
  throw new Error(`unknown command ${command}`);
}
