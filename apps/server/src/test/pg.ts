import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * With DATABASE_URL set (postgres://.../any_db), each test server gets its own
 * fresh database next to it, dropped afterwards: the same suite then runs on
 * PostgreSQL. Without it, undefined (SQLite).
 */
export async function createTestDatabase(): Promise<{ url: string; drop: () => Promise<void> } | undefined> {
  const base = process.env.DATABASE_URL;
  if (!base) return undefined;
  const name = `site_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: base });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}
