import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeAudit } from './audit';
import { createStaff } from './members';
import { startTestServer, type TestServer } from '../../test/harness';

// passes: sqlite postgres

/**
 * The audit log is append-only in the database itself (migration 033): through the very connection the
 * application uses, an UPDATE, a DELETE (and on PostgreSQL a TRUNCATE) of audit_log is refused by a trigger,
 * whatever the code asks; and an audit row commits or rolls back with the action it records.
 */

let server: TestServer;
const db = () => server.app.site.db;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server.close();
});

async function oneRow() {
  await writeAudit(db(), { ops: true }, { action: 'test.append', subjectType: 'player', subjectId: 7, before: { a: 1 }, after: { a: 2 } });
  return db().selectFrom('audit_log').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
}

describe('audit_log through the application connection', () => {
  it('refuses UPDATE and DELETE, by the query builder and by raw SQL, and the row stays as written', async () => {
    const row = await oneRow();
    await expect(db().updateTable('audit_log').set({ after_json: '{"a":3}' }).where('id', '=', row.id).execute()).rejects.toThrow(/append-only/);
    await expect(db().deleteFrom('audit_log').where('id', '=', row.id).execute()).rejects.toThrow(/append-only/);
    await expect(sql`update audit_log set action = 'forged'`.execute(db())).rejects.toThrow(/append-only/);
    await expect(sql`delete from audit_log`.execute(db())).rejects.toThrow(/append-only/);
    expect(await db().selectFrom('audit_log').selectAll().where('id', '=', row.id).executeTakeFirstOrThrow()).toEqual(row);
  });

  it('refuses TRUNCATE on PostgreSQL (SQLite has none: its DELETE without WHERE is refused above)', async () => {
    const row = await oneRow();
    if (server.app.site.dialect === 'postgres') await expect(sql`truncate audit_log`.execute(db())).rejects.toThrow(/append-only/);
    expect(await db().selectFrom('audit_log').select('id').where('id', '=', row.id).executeTakeFirst()).toBeDefined();
  });

  it("goes with the action it records: an action that fails after writing its row leaves no row", async () => {
    const count = async () => Number((await db().selectFrom('audit_log').select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow()).n);
    const before = await count();
    const action = db().transaction().execute(async (trx) => {
      await writeAudit(trx, { ops: true }, { action: 'test.failing', subjectType: 'player', subjectId: 7 });
      await createStaff(trx, { ops: true }, { name: 'auditdup', roles: ['risk'], password: 'audit-dup-1234' });
      throw new Error('the action failed after its audit row');
    });
    await expect(action).rejects.toThrow(/failed after/);
    expect(await count()).toBe(before);
    expect(await db().selectFrom('staff').select('id').where('name', '=', 'auditdup').executeTakeFirst()).toBeUndefined();
  });
});
