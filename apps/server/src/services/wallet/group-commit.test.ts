import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DomainError } from '../../domain/errors';
import { startTestServer, type TestServer } from '../../test/harness';
import { moneyTransaction } from './group-commit';
import { move, walletAccountId } from './ledger';

// passes: sqlite postgres

let server: TestServer;
let accountId: number;

beforeAll(async () => {
  server = await startTestServer();
  const row = await server.app.site.db.selectFrom('accounts').select('id').where('username', '=', 'demo01').executeTakeFirstOrThrow();
  accountId = row.id;
});
afterAll(async () => {
  await server.close();
});

async function freshWallet(kind: string, amount: number): Promise<number> {
  const { db } = server.app.site;
  const id = await walletAccountId(db, accountId, 'NTD', kind);
  await move(db, { walletId: id, amount, kind: 'seed', reference: `seed:${kind}` });
  return id;
}

async function state(walletId: number) {
  const { db } = server.app.site;
  const wallet = await db.selectFrom('wallet_accounts').select('balance').where('id', '=', walletId).executeTakeFirstOrThrow();
  const entries = await db.selectFrom('ledger_entries').select(['amount']).where('wallet_account_id', '=', walletId).execute();
  return { balance: Number(wallet.balance), entries: entries.length, sum: entries.reduce((s, e) => s + Number(e.amount), 0) };
}

describe('money transactions grouped into one commit (SQLite)', () => {
  it('concurrent debits: the refused ones change nothing and the others all stand', async () => {
    const walletId = await freshWallet('GROUP_A', 1000);
    const results = await Promise.allSettled(
      Array.from({ length: 25 }, (_, i) => moneyTransaction(server.app.site.db, (trx) => move(trx, { walletId, amount: -100, kind: 'bet', reference: `g${i}` }))),
    );
    const refused = results.filter((r) => r.status === 'rejected');
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(10);
    expect(refused).toHaveLength(15);
    for (const r of refused) expect((r as PromiseRejectedResult).reason).toBeInstanceOf(DomainError);
    // The seed plus ten debits; the balance is the sum of the ledger.
    expect(await state(walletId)).toEqual({ balance: 0, entries: 11, sum: 0 });
  });

  it('a database failure answers its own request with the error; the requests queued after it still run', async () => {
    const walletId = await freshWallet('GROUP_B', 1000);
    const { db } = server.app.site;
    const debit = (i: number) => moneyTransaction(db, (trx) => move(trx, { walletId, amount: -10, kind: 'bet', reference: `b${i}` }));
    const broken = () =>
      moneyTransaction(db, async (trx) => {
        await move(trx, { walletId, amount: -500, kind: 'bet', reference: 'broken' });
        await sql`insert into no_such_table values (1)`.execute(trx);
      });
    // The first runs alone; the next five queue behind it and share one commit.
    const results = await Promise.allSettled([debit(1), debit(2), broken(), debit(3), debit(4), debit(5)]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'rejected', 'fulfilled', 'fulfilled', 'fulfilled']);
    expect((results[2] as PromiseRejectedResult).reason).not.toBeInstanceOf(DomainError);
    // The broken request's debit of 500 is gone with it.
    expect(await state(walletId)).toEqual({ balance: 950, entries: 6, sum: 950 });
  });

  it('a lone request runs in its own transaction and rolls back whole on a refusal', async () => {
    const walletId = await freshWallet('GROUP_C', 100);
    await expect(
      moneyTransaction(server.app.site.db, async (trx) => {
        await move(trx, { walletId, amount: -60, kind: 'bet', reference: 'c1' });
        await move(trx, { walletId, amount: -60, kind: 'bet', reference: 'c2' });
      }),
    ).rejects.toBeInstanceOf(DomainError);
    expect(await state(walletId)).toEqual({ balance: 100, entries: 1, sum: 100 });
  });
});
