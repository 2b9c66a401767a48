import { endpoint } from '@site/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { startTestServer, type TestServer } from '../test/harness';
import { DomainError } from '../domain/errors';
import { route } from './route';

// passes: sqlite

// A few endpoints of our own to drive the helper through every branch.
const echo = endpoint({
  id: 'test.echo',
  method: 'POST',
  path: '/v1/test/echo/{id}',
  query: z.object({ n: z.optional(z.string().check(z.regex(/^\d+$/))) }),
  body: z.object({ name: z.string().check(z.minLength(1), z.maxLength(5)), amount: z.string() }),
  response: z.object({ id: z.string(), name: z.string(), n: z.optional(z.string()) }),
  summary: 'echo',
});
const broken = endpoint({ id: 'test.broken', method: 'GET', path: '/v1/test/broken', response: z.object({ ok: z.boolean() }), summary: 'throws' });
const wrongShape = endpoint({ id: 'test.shape', method: 'GET', path: '/v1/test/shape', response: z.object({ ok: z.boolean() }), summary: 'bad data' });
const pay = endpoint({ id: 'test.pay', method: 'POST', path: '/v1/test/pay', idempotent: true, response: z.object({ ok: z.boolean() }), summary: 'moves money' });
const denied = endpoint({ id: 'test.denied', method: 'GET', path: '/v1/test/denied', response: z.null(), summary: 'api error' });

let calls = 0;
async function testRoutes(app: FastifyInstance): Promise<void> {
  route(app, echo, ({ params, body, query }) => {
    calls++;
    return { id: params.id ?? '', name: body.name, n: query.n, extra: 'stripped' };
  });
  route(app, broken, () => {
    throw new Error('database on fire');
  });
  route(app, wrongShape, () => ({ ok: 'yes' }) as unknown as { ok: boolean });
  route(app, pay, () => ({ ok: true }));
  route(app, denied, () => {
    throw new DomainError(401, '001002', { hint: 'log in' });
  });
}

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ plugins: [testRoutes] });
});
afterAll(async () => {
  await server.close();
});

describe('route helper', () => {
  it('runs the handler with validated input and wraps data (unknown keys dropped by the response schema)', async () => {
    const res = await server.fetch('/api/v1/test/echo/7', { method: 'POST', query: { n: '42' }, body: { name: 'amy', amount: '1.00' } });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ code: '000000', msg: 'success', data: { id: '7', name: 'amy', n: '42' } });
  });

  it('a bad body or query is a 400 000400 listing the issues, and the handler never runs', async () => {
    const before = calls;
    const res = await server.fetch('/api/v1/test/echo/7', { method: 'POST', query: { n: 'x' }, body: { name: 'far too long', amount: 5 } });
    expect(res.status).toBe(400);
    const json = res.json as { code: string; msg: string; data: { issues: Array<{ in: string; path: string }> } };
    expect(json.code).toBe('000400');
    expect(json.msg).toBe('請求參數錯誤');
    expect(json.data.issues.map((i) => `${i.in}:${i.path}`).sort()).toEqual(['body:amount', 'body:name', 'query:n']);
    expect(calls).toBe(before);
  });

  it('a NUL anywhere in the input, or any control character in a path id, is a 400 000400 and the handler never runs', async () => {
    const before = calls;
    const cases = [
      { path: '/api/v1/test/echo/%00', body: { name: 'amy', amount: '1' } },
      { path: '/api/v1/test/echo/7%0A', body: { name: 'amy', amount: '1' } },
      { path: '/api/v1/test/echo/7', body: { name: 'a\u0000b', amount: '1' } },
      { path: '/api/v1/test/echo/7', body: { name: 'amy', amount: '1', extra: { deep: ['\u0000'] } } },
      { path: '/api/v1/test/echo/7', query: { n: '1\u0000' }, body: { name: 'amy', amount: '1' } },
    ];
    for (const c of cases) {
      const res = await server.fetch(c.path, { method: 'POST', query: c.query, body: c.body });
      expect(res.status, JSON.stringify(c)).toBe(400);
      expect(res.json, JSON.stringify(c)).toMatchObject({ code: '000400' });
    }
    expect(calls).toBe(before);
  });

  it('malformed JSON, a missing body and a wrong content type are 400 000400, never 500', async () => {
    const cases: Array<{ body: string | undefined; headers: Record<string, string> }> = [
      { body: '{"name":', headers: { 'content-type': 'application/json' } },
      { body: undefined, headers: {} },
      { body: 'name=amy', headers: { 'content-type': 'application/x-www-form-urlencoded' } },
    ];
    for (const c of cases) {
      const res = await server.fetch('/api/v1/test/echo/7', { method: 'POST', body: c.body, headers: c.headers });
      expect(res.status, JSON.stringify(c)).toBe(400);
      expect(res.json).toMatchObject({ code: '000400' });
    }
  });

  it('a body over the 1 MB limit is 413 000413 in the envelope, and the handler never runs', async () => {
    const before = calls;
    const body = JSON.stringify({ name: 'x'.repeat(1024 * 1024 + 10), amount: '1' });
    const res = await server.fetch('/api/v1/test/echo/7', { method: 'POST', body, headers: { 'content-type': 'application/json' } });
    expect(res.status).toBe(413);
    expect(res.json).toMatchObject({ code: '000413', msg: '請求內容過大', data: { limitBytes: 1024 * 1024 } });
    expect(calls).toBe(before);
  });

  it('bad query values of real config calls are 400 000400', async () => {
    const bad: Array<[string, Record<string, string>]> = [
      ['/api/v1/config/dynamic-data', {}],
      ['/api/v1/config/dynamic-data', { keys: 'k'.repeat(201) }],
      ['/api/v1/message/countryCode', { isDisplay: 'maybe' }],
      ['/api/v1/marquee', { language: 'FR' }],
      ['/api/v1/proxy/code', {}],
      ['/api/v1/app/last/version', { appType: '1' }],
    ];
    for (const [path, query] of bad) {
      const res = await server.fetch(path, { query });
      expect(res.status, path).toBe(400);
      expect(res.json, path).toMatchObject({ code: '000400' });
    }
  });

  it('an unexpected error is a 500 000500 without details', async () => {
    const res = await server.fetch('/api/v1/test/broken');
    expect(res.status).toBe(500);
    expect(res.json).toEqual({ code: '000500', msg: '系統繁忙，請稍後再試', data: null });
  });

  it('data that breaks the contract is our bug: 500 000500', async () => {
    const res = await server.fetch('/api/v1/test/shape');
    expect(res.status).toBe(500);
    expect(res.json).toMatchObject({ code: '000500' });
  });

  it('an DomainError keeps its status, code and data; msg from the catalogue in the asked language', async () => {
    const res = await server.fetch('/api/v1/test/denied', { headers: { lang: 'en' } });
    expect(res.status).toBe(401);
    expect(res.json).toEqual({ code: '001002', msg: 'Your session is not valid, please log in again', data: { hint: 'log in' } });
  });

  it('an idempotent endpoint needs an Idempotency-Key header: 400 000405', async () => {
    const without = await server.fetch('/api/v1/test/pay', { method: 'POST', body: {} });
    expect(without.status).toBe(400);
    expect(without.json).toMatchObject({ code: '000405' });
    const withKey = await server.fetch('/api/v1/test/pay', { method: 'POST', body: {}, headers: { 'idempotency-key': 'k-1' } });
    expect(withKey.status).toBe(200);
  });

  it('an unknown /api path or method is a 404 000404 envelope', async () => {
    for (const [method, path] of [
      ['GET', '/api/v1/no/such/call'],
      ['DELETE', '/api/v1/config/language'],
      ['GET', '/api'],
    ] as const) {
      const res = await server.fetch(path, { method, headers: { accept: 'text/html' } });
      expect(res.status, path).toBe(404);
      expect(res.json).toEqual({ code: '000404', msg: '找不到請求的資源', data: null });
    }
  });
});

describe('rate limit', () => {
  it('answers 429 000429 once the limit is passed', async () => {
    const limited = await startTestServer({ rateLimitMax: 3 });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) statuses.push((await limited.fetch('/api/v1/config/language')).status);
      expect(statuses).toEqual([200, 200, 200, 429]);
      const res = await limited.fetch('/api/v1/config/language', { query: { language: 'TH' } });
      expect(res.json).toEqual({ code: '000429', msg: 'ทำรายการบ่อยเกินไป กรุณาลองใหม่ภายหลัง', data: null });
      expect(res.headers.get('retry-after')).toBeTruthy();
    } finally {
      await limited.close();
    }
  });
});
