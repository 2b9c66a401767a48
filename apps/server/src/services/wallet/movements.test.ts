import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DomainError } from '../../domain/errors';
import { startTestServer, type TestServer } from '../../test/harness';
import { moneyTransaction } from './group-commit';
import { move, walletAccountId } from './ledger';
import { onLedgerMovement, runWithLedgerListener, type LedgerMovement } from './movements';

// passes: sqlite postgres node24

let server: TestServer;
let walletId: number;

beforeAll(async () => {
  server = await startTestServer();
  const { db } = server.app.site;
  const row = await db.selectFrom('accounts').select('id').where('username', '=', 'demo01').executeTakeFirstOrThrow();
  walletId = await walletAccountId(db, row.id, 'NTD', 'main');
});
afterAll(async () => {
  await server.close();
});

describe('ledger movements as the metrics hear them', () => {
  it('a movement in moneyTransaction is heard once it committed, with kind, currency, wallet and amount', async () => {
    const heard: LedgerMovement[] = [];
    await runWithLedgerListener(
      (m) => heard.push(m),
      () =>
        moneyTransaction(server.app.site.db, async (trx) => {
          await move(trx, { walletId, amount: -1234, kind: 'deductCoin', reference: 'movements-test:1' });
          expect(heard).toEqual([]);
        }),
    );
    expect(heard).toEqual([{ kind: 'deductCoin', currency: 'NTD', wallet: 'main', amount: -1234 }]);
  });

  it('a movement whose transaction rolls back is never heard', async () => {
    const heard: LedgerMovement[] = [];
    const work = runWithLedgerListener(
      (m) => heard.push(m),
      () =>
        moneyTransaction(server.app.site.db, async (trx) => {
          await move(trx, { walletId, amount: 500, kind: 'bonus', reference: 'movements-test:2' });
          throw new DomainError(400, '000400');
        }),
    );
    await expect(work).rejects.toBeInstanceOf(DomainError);
    expect(heard).toEqual([]);
    const rows = await server.app.site.db.selectFrom('ledger_entries').select('id').where('reference', '=', 'movements-test:2').execute();
    expect(rows).toEqual([]);
  });

  it('outside a scope (timers, the CLI) every listener of the process hears it; inside one only that scope', async () => {
    const global: LedgerMovement[] = [];
    const scoped: LedgerMovement[] = [];
    const stop = onLedgerMovement((m) => global.push(m));
    try {
      await move(server.app.site.db, { walletId, amount: 100, kind: 'addCoin', reference: 'movements-test:3' });
      expect(global).toEqual([{ kind: 'addCoin', currency: 'NTD', wallet: 'main', amount: 100 }]);
      await runWithLedgerListener(
        (m) => scoped.push(m),
        () => move(server.app.site.db, { walletId, amount: 200, kind: 'addCoin', reference: 'movements-test:4' }),
      );
      expect(scoped).toHaveLength(1);
      expect(global).toHaveLength(1);
    } finally {
      stop();
    }
  });
});
