import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DbHandle } from '../db/connection';
import { DEMO_GAMES } from '../bootstrap/seed/game-catalogue';
import { DEMO_BALANCES } from '../bootstrap/seed/wallet';
import { usernameKey } from '../services/accounts/accounts';
import { apiFetch, childFixture, loginTo, okData, openGameOn, type ChildServer, type Envelope, type Reply } from '../test/child-server';
import { auditLedger, expectedHoldings, holdings } from './ledger-audit';

// passes: sqlite postgres

/**
 * Issue 12 "faults survived": main.ts in a child process is SIGKILLed (no graceful close, no
 * flush: what a power cut or the OOM killer does) while 100 money calls are in flight, then started
 * again on the same data. What was answered must be in the ledger, nothing half-done, and
 * retrying what was not answered, with the same Idempotency-Key, moves money at most once.
 */

const PLAYERS = ['demo01', 'agent01', 'vip999'] as const;
const CALLS = 100;
/** The kill goes out once this many calls were answered: the rest are in flight or not yet sent. */
const KILL_AFTER = 35;

interface Player {
  name: string;
  id: number;
  token: string;
  sessions: { KT: string; DB: string };
}
interface Call {
  player: Player;
  kind: 'transfer' | 'bet';
  key: string;
  body: Record<string, unknown>;
}

let fixture: Awaited<ReturnType<typeof childFixture>>;
let server: ChildServer;
let handle: DbHandle | undefined;
const players: Player[] = [];

/** The one refusal a money call may get here: not enough money in the wallet it draws on (030001, or the bet's 020005). */
function isShortOfMoney(r: Reply<Envelope>): boolean {
  return r.status === 400 && (r.json.code === '030001' || (r.json.code === '020005' && r.json.data?.reason === 'insufficientFunds'));
}

function send(base: string, call: Call): Promise<Reply<Envelope>> {
  const key = { 'idempotency-key': call.key };
  if (call.kind === 'transfer') {
    return apiFetch<Envelope>(base, '/api/v1/wallet/transfer', { method: 'POST', body: call.body, headers: { ...key, token: call.player.token } });
  }
  // The game window's own API: unsigned, the game session authorises.
  const session = call.player.sessions[call.body.channel as 'KT' | 'DB'];
  return apiFetch<Envelope>(base, '/api/v1/play/bet', { method: 'POST', signed: false, body: { stake: call.body.stake, choice: 'high' }, headers: { ...key, 'game-session': session } });
}

function plan(): Call[] {
  const shapes = [
    { kind: 'transfer', body: { from: 'main', to: 'KT', amount: '150', currency: 'NTD' } },
    { kind: 'transfer', body: { from: 'KT', to: 'main', amount: '120', currency: 'NTD' } },
    { kind: 'transfer', body: { from: 'main', to: 'DB', amount: '250', currency: 'NTD' } },
    { kind: 'transfer', body: { from: 'DB', to: 'main', amount: '30', currency: 'NTD' } },
    { kind: 'bet', body: { channel: 'KT', stake: '75' } },
    { kind: 'bet', body: { channel: 'DB', stake: '15' } },
  ] as const;
  return Array.from({ length: CALLS }, (_, i) => {
    const shape = shapes[i % shapes.length]!;
    // Runs of all six shapes per player, so each player's wallets both fill and drain.
    return { player: players[Math.floor(i / shapes.length) % players.length]!, kind: shape.kind, key: randomUUID(), body: { ...shape.body } };
  });
}

beforeAll(async () => {
  fixture = await childFixture('kill-test-');
  server = await fixture.start({ DEMO_DATA: '1' });
  for (const name of PLAYERS) {
    const token = await loginTo(server.url, name);
    for (const to of ['KT', 'DB']) {
      await okData(apiFetch<Envelope>(server.url, '/api/v1/wallet/transfer', { method: 'POST', body: { from: 'main', to, amount: '1000', currency: 'NTD' }, headers: { token, 'idempotency-key': randomUUID() } }));
    }
    const sessions = { KT: await openGameOn(server.url, token, DEMO_GAMES.withSubGames, 'KT-0001'), DB: await openGameOn(server.url, token, DEMO_GAMES.dbCards) };
    const db = openDatabase({ dataDir: fixture.dataDir, databaseUrl: fixture.databaseUrl });
    const row = await db.db.selectFrom('accounts').select('id').where('username_key', '=', usernameKey(name)).executeTakeFirstOrThrow();
    await db.close();
    players.push({ name, id: row.id, token, sessions });
  }
}, 120_000);

afterAll(async () => {
  await handle?.close();
  await fixture?.cleanup();
}, 60_000);

describe('SIGKILL under load (issue 12)', () => {
  it('keeps every answered money call, half-applies none, and retried keys move money at most once', { timeout: 180_000 }, async () => {
    const calls = plan();
    const replies: Array<Reply<Envelope> | undefined> = calls.map(() => undefined);
    let answered = 0;
    // All at once; the kill is sent from the callback of the KILL_AFTER-th answer, so the others are still in flight.
    await Promise.allSettled(
      calls.map((call, i) =>
        send(server.url, call).then((r) => {
          replies[i] = r;
          answered += 1;
          if (answered === KILL_AFTER) server.proc.kill('SIGKILL');
        }),
      ),
    );
    await server.exited;
    expect(server.proc.signalCode).toBe('SIGKILL');
    const done = calls.map((call, i) => ({ call, reply: replies[i] })).filter((x) => x.reply?.status === 200);
    const unanswered = calls.filter((_, i) => replies[i] === undefined);
    console.info(`kill-under-load: ${done.length} answered 200, ${answered - done.length} refused (${replies.filter((r) => r && r.status !== 200).map((r) => r?.json.code).join(' ')}), ${unanswered.length} unanswered at the kill`);
    expect(done.length).toBeGreaterThanOrEqual(KILL_AFTER - 10);
    expect(unanswered.length).toBeGreaterThan(0);
    // Anything answered but not 200 is a refusal for want of money, never a 500.
    for (const r of replies) if (r && r.status !== 200) expect(isShortOfMoney(r), r.text).toBe(true);

    // Started again on the same data folder / database: SQLite replays its WAL, PostgreSQL its own log.
    server = await fixture.start({ DEMO_DATA: '1' });
    handle = openDatabase({ dataDir: fixture.dataDir, databaseUrl: fixture.databaseUrl });
    const db = handle.db;

    // Every call answered 200 is in the ledger, under its key, with the reply it got.
    for (const { call, reply } of done) {
      const data = reply?.json.data as { orderNo?: string; round?: { orderNo: string } };
      const orderNo = call.kind === 'transfer' ? data.orderNo : data.round?.orderNo;
      const claim = await db.selectFrom('idempotency_keys').select('response').where('account_id', '=', call.player.id).where('key', '=', call.key).executeTakeFirst();
      expect(claim?.response && JSON.parse(claim.response), call.key).toEqual(reply?.json.data);
      const legs = await db.selectFrom('ledger_entries').select(['reference', 'idempotency_key']).where('reference', '=', orderNo ?? '').execute();
      expect(legs.length, `${call.kind} ${orderNo}`).toBeGreaterThanOrEqual(call.kind === 'transfer' ? 2 : 1);
      expect(new Set(legs.map((l) => l.idempotency_key))).toEqual(new Set([call.key]));
    }
    // Unanswered is not undone: some of those may have committed just before the kill (the retry must replay them).
    const committedUnanswered = await db.selectFrom('idempotency_keys').select('key').where('key', 'in', unanswered.map((c) => c.key)).execute();
    console.info(`kill-under-load: ${committedUnanswered.length} of the unanswered calls had committed before the kill`);
    const afterCrash = await auditLedger(db);
    expect(afterCrash.mismatches).toEqual([]);
    expect(afterCrash.halfApplied).toEqual([]);
    expect(afterCrash.openClaims).toEqual([]);
    expect(afterCrash.doubleMoves).toEqual([]);

    // Every call retried with its key, at once: answered ones replay their reply, the others run at most once.
    const retried = await Promise.all(calls.map((call) => send(server.url, call)));
    calls.forEach((call, i) => {
      const first = replies[i];
      const again = retried[i]!;
      if (first?.status === 200) expect(again.json, call.key).toEqual(first.json);
      else if (again.status !== 200) expect(isShortOfMoney(again), again.text).toBe(true);
    });
    const afterRetry = await auditLedger(db);
    expect(afterRetry.mismatches).toEqual([]);
    expect(afterRetry.halfApplied).toEqual([]);
    expect(afterRetry.openClaims).toEqual([]);
    expect(afterRetry.doubleMoves).toEqual([]);
    const keys = await db.selectFrom('idempotency_keys').select('key').where('key', 'in', calls.map((c) => c.key)).execute();
    expect(keys.length).toBe(calls.filter((_, i) => retried[i]?.status === 200).length);
    // No money made or lost but by the bets: each player owns the seed plus the bets' profit and loss.
    for (const p of players) expect(await holdings(db, p.id), p.name).toBe(await expectedHoldings(db, p.id, DEMO_BALANCES[p.name]?.NTD ?? 0));
    console.info(`kill-under-load: ${afterRetry.entries} ledger entries audited after the retries (${afterCrash.entries} after the restart)`);
  });
});
