import { request as httpRequest } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { configApi, gameApi } from '@site/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runOps } from '../ops-commands';
import { login } from '../test/accounts';
import { signHeaders, startTestServer, type TestServer } from '../test/harness';

// passes: sqlite

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startTestServer();
  token = await login(server, 'demo01');
});
afterAll(async () => {
  await server.close();
});

interface Raw {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A request whose body is read as sent (fetch would decode it); a POST when given a body. */
function raw(path: string, headers: Record<string, string> = {}, body?: unknown): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const method = body === undefined ? 'GET' : 'POST';
    const all = { ...signHeaders(), ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) };
    const req = httpRequest(new URL(path, server.url), { method, headers: all }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body === undefined ? undefined : JSON.stringify(body));
  });
}

const LIST = '/api/v1/game/list?currency=NTD&language=TW';
const ADVERTS = '/api/v2/message/advert/list?language=TW';

describe('public answers (catalogue, configuration): compressed once, ETag, Cache-Control (issue 22)', () => {
  it('the game list carries an ETag and a public Cache-Control, and varies on the encoding, language, brand and token', async () => {
    const reply = await raw(LIST);
    expect(reply.status).toBe(200);
    expect(reply.headers.etag).toMatch(/^"[\w-]+"$/);
    expect(reply.headers['cache-control']).toBe('public, max-age=10, stale-while-revalidate=30');
    expect(String(reply.headers.vary)).toMatch(/Accept-Encoding/);
    expect(String(reply.headers.vary)).toMatch(/platform-code/);
    expect(String(reply.headers.vary)).toMatch(/token/);
    const envelope = JSON.parse(reply.body.toString('utf8')) as { code: string; data: unknown[] };
    expect(envelope.code).toBe('000000');
    expect(envelope.data.length).toBeGreaterThan(0);
  });

  it('every answer the server-rendered home and lobby use is public, so a kept page can be checked by ETag (http/ssr.ts)', async () => {
    const used = [
      '/api/v1/config/excludeGameCode',
      '/api/v1/game/recommend-list?language=TW&size=10',
      '/api/v1/game/subgames/recommend-list?language=TW&size=12',
      '/api/v1/marquee?language=TW',
      '/api/v1/logo',
      '/api/v1/config/language',
      '/api/v1/game/type?language=TW',
      LIST,
      ADVERTS,
    ];
    for (const path of used) {
      const reply = await raw(path);
      expect(reply.status, path).toBe(200);
      expect(reply.headers.etag, path).toMatch(/^"[\w-]+"$/);
    }
  });

  it('br and gzip bodies decode to the identity body, each with its own ETag of the same content', async () => {
    const identity = await raw(LIST);
    const br = await raw(LIST, { 'accept-encoding': 'gzip, deflate, br' });
    const gz = await raw(LIST, { 'accept-encoding': 'gzip' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(brotliDecompressSync(br.body).equals(identity.body)).toBe(true);
    expect(gunzipSync(gz.body).equals(identity.body)).toBe(true);
    expect(br.body.length).toBeLessThan(identity.body.length / 3);
    const etag = String(identity.headers.etag);
    expect(br.headers.etag).toBe(etag.replace(/"$/, '-br"'));
    expect(gz.headers.etag).toBe(etag.replace(/"$/, '-gz"'));
  });

  it('a refused encoding (q=0) is not sent', async () => {
    const reply = await raw(LIST, { 'accept-encoding': 'br;q=0, gzip' });
    expect(reply.headers['content-encoding']).toBe('gzip');
  });

  it('a matching If-None-Match gives 304 with no body; another ETag the full answer', async () => {
    const first = await raw(LIST, { 'accept-encoding': 'br' });
    const again = await raw(LIST, { 'accept-encoding': 'br', 'if-none-match': String(first.headers.etag) });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(again.headers['cache-control']).toMatch(/^public/);
    const other = await raw(LIST, { 'accept-encoding': 'br', 'if-none-match': '"something-else"' });
    expect(other.status).toBe(200);
    expect(other.body.equals(first.body)).toBe(true);
  });

  it('a content change (a new advert, as an operator or a migration writes it) changes the ETag and the answer', async () => {
    const before = await raw(ADVERTS);
    expect(before.status).toBe(200);
    const db = server.app.site.db;
    const row = await db.selectFrom('adverts').selectAll().where('language', '=', 'TW').where('enabled', '=', 1).executeTakeFirstOrThrow();
    await db.updateTable('adverts').set({ title: `${row.title} (new)` }).where('id', '=', row.id).execute();
    const after = await raw(ADVERTS, { 'if-none-match': String(before.headers.etag) });
    expect(after.status).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(after.body.toString('utf8')).toContain(`${row.title} (new)`);
  });

  it('the promotions list (a POST, filters in its body) is compressed once per body too', async () => {
    const path = '/api/v2/activity/list?language=TW&currency=NTD';
    const one = await raw(path, { 'accept-encoding': 'br' }, { categoryId: 1 });
    const again = await raw(path, { 'accept-encoding': 'br' }, { categoryId: 1 });
    const other = await raw(path, { 'accept-encoding': 'br' }, { categoryId: 4 });
    expect([one.status, again.status, other.status]).toEqual([200, 200, 200]);
    expect(again.headers.etag).toBe(one.headers.etag);
    expect(other.headers.etag).not.toBe(one.headers.etag);
    const decoded = (r: Raw) => (r.headers['content-encoding'] === 'br' ? brotliDecompressSync(r.body) : r.body).toString('utf8');
    expect((JSON.parse(decoded(one)) as { code: string }).code).toBe('000000');
  });

  it('refuses a POST body nested 10,000 deep in the envelope (400), rather than failing to make its key (500)', async () => {
    const body = `${'['.repeat(10_000)}${']'.repeat(10_000)}`;
    const res = await server.fetch('/api/v2/activity/list', { method: 'POST', query: { language: 'TW', currency: 'NTD' }, headers: { 'content-type': 'application/json' }, body });
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ code: '000400' });
  });

  it("a player's answer is personal: Cache-Control no-store and no ETag, even on a public path", async () => {
    const mine = await raw(LIST, { token, 'accept-encoding': 'br' });
    expect(mine.status).toBe(200);
    expect(mine.headers['cache-control']).toBe('no-store');
    expect(mine.headers.etag).toBeUndefined();
    const balance = await raw('/api/v1/wallet/front/user/balance?currency=NTD', { token });
    expect(balance.status).toBe(200);
    expect(balance.headers['cache-control']).toBe('no-store');
    expect(balance.headers.etag).toBeUndefined();
  });

  it('the client still reads them: the contract parses the 200 of every public call', async () => {
    expect((await server.call(gameApi.list, { query: { currency: 'NTD' } })).length).toBeGreaterThan(0);
    expect((await server.call(gameApi.type)).length).toBeGreaterThan(0);
    expect((await server.call(configApi.errorCodeVersion)).errorCodes.length).toBeGreaterThan(0);
  });

  it('maintenance (an operator command) wins over a kept answer: 503', async () => {
    const target = { dataDir: server.dataDir, databaseUrl: server.databaseUrl };
    expect((await raw(LIST)).status).toBe(200);
    await runOps(['maintenance', 'on'], target);
    try {
      const reply = await raw(LIST, { 'accept-encoding': 'br' });
      expect(reply.status).toBe(503);
      expect(reply.headers.etag).toBeUndefined();
    } finally {
      await runOps(['maintenance', 'off'], target);
    }
  });
});

describe('public answers kept between requests', () => {
  let kept: TestServer;
  beforeAll(async () => {
    kept = await startTestServer({ publicAnswerFreshMs: 60_000 });
  });
  afterAll(async () => {
    await kept.close();
  });

  it('a kept answer is the same bytes and ETag, and a player still gets their own answer', async () => {
    const url = `${kept.url}/api/v1/game/type?language=TW`;
    const first = await fetch(url, { headers: signHeaders() });
    const second = await fetch(url, { headers: signHeaders() });
    expect(second.headers.get('etag')).toBe(first.headers.get('etag'));
    expect(await second.text()).toBe(await first.text());
    const player = await login(kept, 'demo01');
    const mine = await fetch(`${kept.url}${LIST}`, { headers: { ...signHeaders(), token: player } });
    expect(mine.headers.get('cache-control')).toBe('no-store');
    expect(mine.headers.get('etag')).toBeNull();
    await mine.text();
  });
});
