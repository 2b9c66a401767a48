import { readFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login } from '../test/accounts';
import { signHeaders, startTestServer, type TestServer } from '../test/harness';
import { renderNginxConf } from '../nginx-conf';
import { startTestNginx, type TestNginx } from '../test/nginx';

// passes: sqlite postgres

// Issue 22: nginx (deploy/) keeps the answers the server marks public, briefly, and never a player's.

const TEMPLATE = readFileSync(new URL('../../../../deploy/nginx.conf.template', import.meta.url), 'utf8');

interface Raw {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

function get(base: string, path: string, headers: Record<string, string> = {}): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(new URL(path, base), { headers: { ...signHeaders(), ...headers } }, (res) => {
      let body = '';
      res.setEncoding('latin1');
      res.on('data', (c: string) => (body += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

let server: TestServer;
let proxy: TestNginx | undefined;
let front: string;
let token: string;
/** Requests that reached the server, by path without the query. */
const reached = new Map<string, number>();
const reachedFor = (path: string) => reached.get(path) ?? 0;

beforeAll(async () => {
  server = await startTestServer({ publicAnswerFreshMs: 60_000 });
  server.app.server.on('request', (req: { url?: string }) => {
    const path = (req.url ?? '').split('?')[0] ?? '';
    reached.set(path, reachedFor(path) + 1);
  });
  token = await login(server, 'demo01');
  proxy = await startTestNginx([new URL(server.url).host]);
  front = proxy.front;

});
afterAll(async () => {
  await proxy?.stop();
  await server?.close();
});

const LIST = '/api/v1/game/list?currency=NTD&language=TW';

describe('nginx keeps public answers only (deploy/nginx.conf.template)', () => {
  it('the cache is for /api, keyed on the URI, the encoding and the headers the answer varies on', () => {
    const conf = renderNginxConf(TEMPLATE, '127.0.0.1:8080', ['127.0.0.1:8081']);
    expect(conf).toMatch(/proxy_cache_path tmp\/public_cache /);
    expect(conf).toMatch(/location \/api\/ \{[^}]*proxy_cache public_answers;/);
    expect(conf).toMatch(/proxy_cache_key "[^"]*\$host[^"]*\$request_uri[^"]*\$public_encoding[^"]*\$http_language[^"]*\$http_platform_code"/);
    // A client's origin_url neither reaches a server nor keys the cache (issue 33).
    expect(conf).not.toMatch(/\$http_origin_url/);
    expect(conf).toMatch(/proxy_set_header origin_url "";/);
    expect(conf).toMatch(/underscores_in_headers on;/);
    expect(conf).toMatch(/proxy_cache_bypass \$http_token;/);
    expect(conf).toMatch(/proxy_no_cache \$http_token \$public_no_cache;/);
    // The live-updates stream is never kept.
    expect(conf).toMatch(/location = \/api\/v1\/events\/stream \{[^}]*proxy_cache off;/);
  });

  it("a player's call (token) always reaches a server and says no-store", async () => {
    const before = reachedFor('/api/v1/game/list');
    const first = await get(front, LIST, { token, 'accept-encoding': 'br' });
    const second = await get(front, LIST, { token, 'accept-encoding': 'br' });
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(second.headers['cache-control']).toBe('no-store');
    expect(reachedFor('/api/v1/game/list') - before).toBe(2);
  });

  it('an answer that is not public (no-store) is never kept', async () => {
    // The game search: a visitor may ask it, but it is not a public answer (any keyword: no point keeping it).
    const path = '/api/v1/game/search?keyword=SPX';
    const before = reachedFor('/api/v1/game/search');
    const first = await get(front, path);
    await get(front, path);
    expect(first.status).toBe(200);
    expect(first.headers['cache-control']).toBe('no-store');
    expect(reachedFor('/api/v1/game/search') - before).toBe(2);
  });

  it("never a testing host's games through nginx, whatever Host or origin_url a client sends (issue 33, finding 6)", async () => {
    const path = '/api/v1/game/list?currency=NTD&language=TW&gameType=3';
    // The server itself, reached at 127.0.0.1 (TESTING_HOSTS), lists them; nginx in front of it never does.
    expect((await get(server.url, path)).body).toContain('IM_LOL');
    const spoofs: Array<Record<string, string>> = [{}, { origin_url: 'http://localhost' }, { host: 'localhost', origin_url: 'http://localhost' }, { host: '127.0.0.1' }];
    for (const headers of spoofs) {
      const answer = await get(front, path, headers);
      expect([answer.status, answer.body.includes('IM_LOL')]).toEqual([200, false]);
    }
    const launch = await get(front, '/api/v1/game/redirect/IM_LOL/url/only', { token, host: 'localhost', origin_url: 'http://localhost' });
    expect(JSON.parse(launch.body)).toMatchObject({ code: '020001' });
    // origin_url is dropped: the proxy of a domain is the one of the Host nginx was reached at.
    const proxyOf = async (headers: Record<string, string>) => (JSON.parse((await get(front, '/api/v1/proxy/parseDomain', headers)).body) as { data: unknown }).data;
    expect(await proxyOf({ origin_url: 'https://www.lucky88-play.com' })).toMatchObject({ proxyAccount: 'admin' });
    expect(await proxyOf({ host: 'www.lucky88-play.com' })).toMatchObject({ proxyAccount: 'lucky88' });
  });

  it('a public answer is kept: with every server gone, nginx still sends it (same ETag), while a player gets 502', async () => {
    const fresh = await get(front, LIST, { 'accept-encoding': 'br' });
    expect(fresh.status).toBe(200);
    expect(fresh.headers['cache-control']).toMatch(/^public/);
    await server.app.close();
    const kept = await get(front, LIST, { 'accept-encoding': 'br' });
    expect(kept.status).toBe(200);
    expect(kept.headers.etag).toBe(fresh.headers.etag);
    expect(kept.body).toBe(fresh.body);
    expect((await get(front, LIST, { token, 'accept-encoding': 'br' })).status).toBe(502);
    // Another encoding is another key: never the br bytes to a gzip-only client.
    expect((await get(front, LIST, { 'accept-encoding': 'gzip' })).status).toBe(502);
  });
});
