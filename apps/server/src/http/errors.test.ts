import { createServer, type Server, type Socket } from 'node:net';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../test/child-server';
import { DomainError } from '../domain/errors';
import { isDatabaseUnavailable, toApiError } from './errors';

// passes: sqlite node24

/** A database error as node-postgres raises it: a message and a SQLSTATE code. */
const sqlState = (code: string, message = 'db error') => Object.assign(new Error(message), { code });

describe('toApiError: the database out of reach is 503 000503, not 500', () => {
  it.each([
    ['57P01 admin_shutdown (the server is stopping)', sqlState('57P01', 'terminating connection due to administrator command')],
    ['57P02 crash_shutdown', sqlState('57P02')],
    ['57P03 cannot_connect_now (the server is starting)', sqlState('57P03', 'the database system is starting up')],
    ['53300 too_many_connections', sqlState('53300')],
    ['08006 connection_failure', sqlState('08006')],
    ['08003 connection_does_not_exist', sqlState('08003')],
    ['ECONNREFUSED', Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED', errno: -111 })],
    ['ECONNRESET', Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' })],
    ['a connection lost mid-query', new Error('Connection terminated unexpectedly')],
    ["the pool's connect timeout", new Error('timeout exceeded when trying to connect')],
    ['an AggregateError of refused addresses', new AggregateError([Object.assign(new Error('refused'), { code: 'ECONNREFUSED' })], 'connect failed')],
    ['a wrapper whose cause is refused', new Error('query failed', { cause: Object.assign(new Error('refused'), { code: 'ECONNREFUSED' }) })],
  ])('%s', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(toApiError(error)).toMatchObject({ status: 503, code: '000503' });
  });

  it.each([
    ['23505 unique_violation (a bug or a race, not an outage)', sqlState('23505')],
    ['42P01 undefined_table', sqlState('42P01')],
    ['a plain error', new Error('boom')],
    ['a thrown string', 'boom'],
    ['undefined', undefined],
  ])('%s stays 500 000500', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
    expect(toApiError(error)).toMatchObject({ status: 500, code: '000500' });
  });

  it("leaves Fastify's own errors (they carry a statusCode) and ApiErrors as they were", () => {
    const aborted = Object.assign(new Error('aborted'), { code: 'ECONNRESET', statusCode: 400 });
    expect(toApiError(aborted)).toMatchObject({ status: 400, code: '000400' });
    const maintenance = new DomainError(503, '000503', { startTime: 'a', endTime: 'b' });
    expect(toApiError(maintenance)).toBe(maintenance);
  });
});

describe("node-postgres's real failures map to 503", () => {
  const sockets = new Set<Socket>();
  const silent: Server = createServer((socket: Socket) => {
    sockets.add(socket);
    socket.on('error', () => undefined);
  });
  afterAll(async () => {
    // close() waits for open connections: the timed-out client's socket is cut here.
    for (const s of sockets) s.destroy();
    await new Promise<void>((resolve) => silent.close(() => resolve()));
  });

  it('connecting to a port nobody listens on (the database stopped)', async () => {
    const client = new pg.Client({ host: '127.0.0.1', port: await freePort(), user: 'x', database: 'x' });
    const error = await client.connect().then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeDefined();
    expect(toApiError(error)).toMatchObject({ status: 503, code: '000503' });
  });

  it('a pool that cannot get a connection in time (the database hangs)', async () => {
    // Accepts TCP and never answers the startup message: the pool's connectionTimeoutMillis fires.
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', () => resolve()));
    const address = silent.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const pool = new pg.Pool({ host: '127.0.0.1', port, user: 'x', database: 'x', connectionTimeoutMillis: 200 });
    const error = await pool.query('select 1').then(
      () => undefined,
      (e: unknown) => e,
    );
    await pool.end();
    expect(String(error)).toMatch(/timeout/i);
    expect(toApiError(error)).toMatchObject({ status: 503, code: '000503' });
  });
});
