import { randomUUID } from 'node:crypto';
import { gameApi, playApi } from '@site/contract';
import { usernameKey } from '../services/accounts/accounts';
import { ledgerMismatchesIn } from '../services/wallet/ledger-audit';
import type { TestServer } from './harness';

/** Helpers for the games and wallet tests. */

/** A fresh Idempotency-Key header. */
export function idem(key: string = randomUUID()): Record<string, string> {
  return { 'idempotency-key': key };
}

export async function accountIdOf(server: TestServer, username: string): Promise<number> {
  const row = await server.app.site.db.selectFrom('accounts').select('id').where('username_key', '=', usernameKey(username)).executeTakeFirstOrThrow();
  return row.id;
}

/** Lets the 5 s favourite / recycle throttle of a player pass (moves its last run into the past). */
export async function letThrottlePass(server: TestServer, username: string): Promise<void> {
  const id = await accountIdOf(server, username);
  await server.app.site.db.updateTable('action_throttles').set({ last_at: 0 }).where('account_id', '=', id).execute();
}

/** A record range around now: from yesterday to a minute ahead. */
export function recentRange(): { startTime: string; endTime: string } {
  return { startTime: new Date(Date.now() - 86_400_000).toISOString(), endTime: new Date(Date.now() + 60_000).toISOString() };
}

/** Launches a game and trades the launch token for a game session, as the /play page does. */
export async function openGame(server: TestServer, token: string, gameCode: string, subGameCode?: string): Promise<{ session: string; url: string }> {
  const { url } = await server.call(gameApi.redirectOnly, { token, params: { gameCode }, query: subGameCode ? { subGameCode } : {} });
  const launch = new URL(url, server.url).searchParams.get('launch') ?? '';
  const started = await server.call(playApi.session, { body: { launch } });
  return { session: started.session, url };
}

/** One dice round through the play API. */
export function bet(server: TestServer, session: string, stake: string, choice: 'high' | 'low' = 'high', key: string = randomUUID()) {
  return server.fetch<{ code: string; msg: string; data: { balance: string; round: { result: string; stake: string; payout: string; orderNo: string } } }>('/api/v1/play/bet', {
    method: 'POST',
    sign: false,
    body: { stake, choice },
    headers: { 'game-session': session, 'idempotency-key': key },
  });
}

/** Ledger vs balances: every wallet's balance equals the sum of its entries, and none is negative. */
export async function ledgerMismatches(server: TestServer): Promise<Array<{ id: number; balance: number; sum: number }>> {
  return ledgerMismatchesIn(server.app.site.db);
}

/** The same on any database handle (e.g. one a test opens on a child process's data). */
export { ledgerMismatchesIn };
