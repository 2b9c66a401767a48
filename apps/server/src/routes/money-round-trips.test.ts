import { fundApi, walletApi } from '@site/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addressOf, fund, newPlayer, type Player, WITHDRAW_PASSWORD } from '../test/fund';
import { idem } from '../test/games';
import { startTestServer, type TestServer } from '../test/harness';

// passes: sqlite postgres

/**
 * Issue 22: a money call's time under load is mostly its database round trips (each one a
 * wait on PostgreSQL, and on SQLite work done while every other money call waits). These
 * hold how many statements a transfer and a deposit order run, so new checks do not add
 * round trips unnoticed.
 */
let server: TestServer;
let statements: string[] = [];
beforeAll(async () => {
  // PostgreSQL's NOTIFY to the other servers goes out after the answer (batched per turn), outside the call: not counted.
  server = await startTestServer({ onQuery: (sql) => (sql.includes('pg_notify') ? undefined : statements.push(sql)) });
});
afterAll(async () => {
  await server.close();
});

async function counted(call: () => Promise<unknown>): Promise<string[]> {
  statements = [];
  await call();
  const seen = statements;
  statements = [];
  if (process.env.PRINT_SQL) console.log(`${seen.length} statements:\n${seen.join('\n')}`);
  return seen;
}

let player: Player;
beforeAll(async () => {
  player = await newPlayer(server);
  await fund(server, player, '5000');
  await server.call(fundApi.bindWalletAddress, { token: player.token, body: { network: 'TRC20', address: addressOf(61), name: 'w', withdrawPassword: WITHDRAW_PASSWORD } });
  // The first calls read the reference data that is then kept (currencies, channels): not what is counted.
  await server.call(walletApi.transfer, { token: player.token, headers: idem(), body: { from: 'main', to: 'KT', amount: '1', currency: 'NTD' } });
  await server.call(fundApi.createDeposit, { token: player.token, headers: idem(), body: { channelCode: 'USDT_TRC20', method: 'usdt', currency: 'NTD', amount: '300' } });
});

describe('round trips of a money call', () => {
  // The maintenance switch (read at most once a second in production; tests read it every time) and the session.
  const perRequest = 2;

  it('a transfer between main and a game wallet: on PostgreSQL one statement per wallet moved, the wallets read and locked in one', async () => {
    const seen = await counted(() => server.call(walletApi.transfer, { token: player.token, headers: idem(), body: { from: 'main', to: 'KT', amount: '100', currency: 'NTD' } }));
    const pg = Boolean(server.databaseUrl);
    // The running break read by the route's break gate (issue 33: money into a game wallet is refused during a time-out);
    // begin, key claimed, wallets read (and locked), 2 movements (SQLite: update + ledger row each), transfer row, reply stored, commit.
    const breakCheck = 1;
    expect(seen.length).toBe(perRequest + breakCheck + (pg ? 8 : 10));
    expect(seen.filter((s) => /for update/i.test(s))).toHaveLength(pg ? 1 : 0);
  });

  it('a USDT deposit order', async () => {
    const seen = await counted(() =>
      server.call(fundApi.createDeposit, { token: player.token, headers: idem(), body: { channelCode: 'USDT_TRC20', method: 'usdt', currency: 'NTD', amount: '300' } }),
    );
    // begin, key claimed, 11 checks and reads (player, time-out, expiry, gate, suspension, card, address, channel, VIP, limits,
    // receiving address with the rate), the order, reply stored, commit.
    expect(seen.length).toBe(perRequest + 16);
    expect(seen.filter((s) => /from "settings"/.test(s))).toHaveLength(1);
  });
});
