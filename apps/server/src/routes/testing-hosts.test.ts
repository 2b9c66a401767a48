import { gameApi } from '@site/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../env';
import { PUBLIC_EDGE_HEADER } from '../http/request-host';
import { login } from '../test/accounts';
import { startTestServer, type TestServer } from '../test/harness';

// passes: sqlite postgres

/**
 * Issue 33, finding 6: any player listed and launched the unreleased testing games (SPEC 6) by sending
 * `origin_url: http://localhost` (3 tried, 3 launched). The server now decides from the host it was reached at
 * (TESTING_HOSTS: localhost and 127.0.0.1 here), never from what the client sends.
 */

const TESTING_GAMES = [
  { gameCode: 'PG_BETA', gameType: 6 },
  { gameCode: 'JL_BETA', gameType: 7 },
  { gameCode: 'IM_LOL', gameType: 3 },
] as const;
/** What the finding sent: a public host's page, naming a testing host as its address. */
const SPOOF = { host: 'www.jade-play.com', origin_url: 'http://localhost' };

let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await startTestServer();
  token = await login(server, 'demo01');
});
afterAll(async () => {
  await server.close();
});

async function launched(headers: Record<string, string>): Promise<number> {
  let count = 0;
  for (const { gameCode } of TESTING_GAMES) {
    const res = await server.fetch<{ code: string; data: { url?: string } | null }>(`/api/v1/game/redirect/${gameCode}/url/only`, { headers: { ...headers, token } });
    if (res.status === 200 && res.json.code === '000000' && res.json.data?.url) count += 1;
    else expect(res.json).toMatchObject({ code: '020001' });
  }
  return count;
}

async function listed(headers: Record<string, string>, query: Record<string, string> = {}): Promise<string[]> {
  const codes: string[] = [];
  for (const { gameType } of TESTING_GAMES) {
    const list = await server.call(gameApi.list, { query: { gameType, ...query }, headers, token });
    codes.push(...list.filter((g) => g.isTesting).map((g) => g.gameCode));
  }
  const search = await server.call(gameApi.search, { query: { keyword: 'BETA' }, headers, token });
  codes.push(...search.gameList.filter((g) => g.isTesting).map((g) => g.gameCode));
  return codes;
}

describe('testing games only where the server is reached at a testing host (issue 33, finding 6)', () => {
  it('a player on a public host naming origin_url http://localhost lists none and launches none of the 3', async () => {
    expect(await listed(SPOOF)).toEqual([]);
    expect(await launched(SPOOF)).toBe(0);
  });

  it('isTestingDomain=true from a public host lists none either', async () => {
    expect(await listed({ host: 'www.jade-play.com' }, { isTestingDomain: 'true' })).toEqual([]);
  });

  it('reached at a testing host (Host 127.0.0.1 or localhost) they are listed and launched, whatever origin_url names', async () => {
    expect(await launched({})).toBe(3);
    expect(await launched({ host: 'localhost:8080', origin_url: 'https://www.jade-play.com' })).toBe(3);
    expect(new Set(await listed({ origin_url: 'https://www.jade-play.com' }))).toEqual(new Set(['PG_BETA', 'JL_BETA', 'IM_LOL']));
  });

  it("never through the public edge (deploy/'s nginx sets its header), even at a testing host", async () => {
    const edge = { [PUBLIC_EDGE_HEADER]: '1' };
    expect(await listed({ ...edge, host: 'localhost' })).toEqual([]);
    expect(await launched({ ...edge, host: '127.0.0.1' })).toBe(0);
  });

  it('TESTING_HOSTS is the operator’s: localhost and 127.0.0.1 by default, none in production unless named', () => {
    expect(loadEnv({ NODE_ENV: 'test' }).testingHosts).toEqual(['localhost', '127.0.0.1']);
    expect(loadEnv({ NODE_ENV: 'production' }).testingHosts).toEqual([]);
    expect(loadEnv({ NODE_ENV: 'production', TESTING_HOSTS: ' UAT.jade-play.com, ' }).testingHosts).toEqual(['uat.jade-play.com']);
  });
});
