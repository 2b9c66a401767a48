import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { startTestServer, type TestServer } from './harness';
import { templateKey } from './template';

// passes: sqlite postgres

describe('test servers started on the template database', () => {
  let a: TestServer;
  let b: TestServer;
  beforeAll(async () => {
    a = await startTestServer();
    b = await startTestServer();
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
  });

  it('start migrated and seeded: the demo player and the reference data are there', async () => {
    const demo = await a.app.site.db.selectFrom('accounts').select('id').where('username_key', '=', 'demo01').executeTakeFirst();
    expect(demo).toBeDefined();
    const marquees = await a.app.site.db.selectFrom('marquees').select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow();
    expect(Number(marquees.n)).toBeGreaterThan(0);
  });

  it('each have a database of their own: what one server deletes, the other still has', async () => {
    await a.app.site.db.deleteFrom('marquees').execute();
    const left = await a.app.site.db.selectFrom('marquees').select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow();
    const other = await b.app.site.db.selectFrom('marquees').select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow();
    expect(Number(left.n)).toBe(0);
    expect(Number(other.n)).toBeGreaterThan(0);
  });

  it('is keyed by the sources and the current UTC hour', () => {
    const hourOf = () => new Date().toISOString().slice(0, 13).replace(/\D/g, '');
    const before = hourOf();
    const key = templateKey();
    // Made at an hour's turn, the key may carry either side of it.
    expect([`${key.slice(0, 16)}_${before}`, `${key.slice(0, 16)}_${hourOf()}`]).toContain(key);
    expect(key).toMatch(/^[0-9a-f]{16}_\d{10}$/);
  });
});
