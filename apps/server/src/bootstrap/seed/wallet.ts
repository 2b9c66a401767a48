import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { usernameKey } from '../../services/accounts/accounts';
import { MAIN, move, walletAccountId } from '../../services/wallet/ledger';

/**
 * Demo main balances (minor units), credited once through the ledger (a
 * 'seed' entry per player and currency), so the ledger always explains them.
 * phone01 also starts with auto transfer on (launching moves its main balance
 * into the game); the others start with it off.
 */
export const DEMO_BALANCES: Record<string, Record<string, number>> = {
  demo01: { NTD: 10_000_00, USDT: 100_00 },
  phone01: { NTD: 50_000_00 },
  agent01: { NTD: 5_000_00 },
  vip999: { NTD: 200_000_00, USDT: 1_000_00 },
  verify01: { NTD: 1_000_00 },
};
export const AUTO_TRANSFER_PLAYERS = ['phone01'];

export async function seedWallets(db: Kysely<Database>, now = new Date().toISOString()): Promise<void> {
  for (const [username, balances] of Object.entries(DEMO_BALANCES)) {
    const account = await db.selectFrom('accounts').select('id').where('username_key', '=', usernameKey(username)).executeTakeFirst();
    if (!account) continue;
    for (const [currency, amount] of Object.entries(balances)) {
      const reference = `seed:${username}:${currency}`;
      const done = await db.selectFrom('ledger_entries').select('id').where('reference', '=', reference).executeTakeFirst();
      if (done) continue;
      const walletId = await walletAccountId(db, account.id, currency, MAIN, now);
      await move(db, { walletId, amount, kind: 'seed', reference }, now);
      if (AUTO_TRANSFER_PLAYERS.includes(username) && currency === 'NTD') {
        await db.updateTable('accounts').set({ auto_transfer: 1 }).where('id', '=', account.id).execute();
      }
    }
  }
}
