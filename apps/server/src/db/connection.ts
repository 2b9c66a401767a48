import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { Kysely, PostgresDialect, type Dialect, type SqliteDatabase } from 'kysely';
import pg from 'pg';
import { startCheckpointer, type Checkpointer } from './checkpointer';
import type { Database } from './schema';
import { sqliteWithReader } from './sqlite-readers';

export type DialectName = 'sqlite' | 'postgres';

export interface DbHandle {
  db: Kysely<Database>;
  dialect: DialectName;
  /** Where the data lives, for logs (a file path or the URL without its password). */
  location: string;
  close: () => Promise<void>;
  /** PostgreSQL's connection pool (for the pool gauges of /metrics); undefined on SQLite. */
  pool?: pg.Pool;
}

export interface DbOptions {
  dataDir: string;
  databaseUrl?: string | undefined;
  /** PostgreSQL: an idle pooled connection failed (the server stopped or restarted); default: a line on stderr. */
  onPoolError?: (error: Error) => void;
  /** Called with the SQL of every statement run (tests count a call's round trips with it); default none. */
  onQuery?: (sql: string) => void;
  /** SQLite: WAL checkpoints in a worker thread instead of inside a commit (db/checkpointer.ts); the server sets it. */
  backgroundCheckpoint?: boolean;
}

export const SQLITE_FILE = 'site.db';

/** PostgreSQL's type id of int8 (bigint, and what count(*) and sum() answer). */
const INT8_OID = 20;

function redactUrl(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return 'postgres://(unparsable url)';
  }
}

/**
 * Kysely prepares every query again; on SQLite preparing costs about as much
 * as running a small query, so statements are kept per SQL text (bounded: the
 * oldest goes when full). The site runs a few hundred distinct statements, so
 * a hit is one lookup; keeping the most recent use in order cost two more Map
 * writes per statement, hashing the whole SQL text each time (issue 22).
 * Safe: a connection runs one statement at a time (db/sqlite-readers.ts).
 */
export function withStatementCache(sqlite: BetterSqlite3.Database, max = 500): SqliteDatabase {
  const cache = new Map<string, BetterSqlite3.Statement>();
  return {
    close: () => sqlite.close(),
    prepare: (sql) => {
      const kept = cache.get(sql);
      if (kept) return kept;
      const stmt = sqlite.prepare(sql);
      if (cache.size >= max) cache.delete(cache.keys().next().value as string);
      cache.set(sql, stmt);
      return stmt;
    },
  };
}

/**
 * SQLite file `<dataDir>/site.db` by default; PostgreSQL when a postgres:// URL
 * is given. Both sit behind the same Kysely<Database>.
 */
export function openDatabase(options: DbOptions): DbHandle {
  let dialect: Dialect;
  let name: DialectName;
  let location: string;
  let pool: pg.Pool | undefined;
  let checkpointer: Checkpointer | undefined;
  if (options.databaseUrl) {
    name = 'postgres';
    location = redactUrl(options.databaseUrl);
    // bigint (int8) columns hold money in minor units and counts, all far below 2^53: read them as numbers.
    const types = { getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
      oid === INT8_OID ? (value: string) => Number(value) : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser };
    pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10, types });
    // When PostgreSQL stops or fails over, its idle pooled connections error out and the pool emits
    // 'error': without a listener that event would end the process. The pool has already dropped the
    // client and the next query opens a new connection, so it is only reported.
    const onPoolError = options.onPoolError ?? ((error: Error) => console.warn(`database: idle connection lost: ${error.message}`));
    pool.on('error', (error) => onPoolError(error));
    dialect = new PostgresDialect({ pool });
  } else {
    name = 'sqlite';
    mkdirSync(options.dataDir, { recursive: true });
    location = join(options.dataDir, SQLITE_FILE);
    const sqlite = new BetterSqlite3(location);
    // WAL lets the ops CLI (another process) write while the server reads.
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('busy_timeout = 5000');
    sqlite.pragma('foreign_keys = ON');
    if (options.backgroundCheckpoint) {
      sqlite.pragma('wal_autocheckpoint = 0');
      checkpointer = startCheckpointer(
        location,
        (message) => console.warn(`database: background checkpoint failed: ${message}`),
        () => {
          console.warn('database: the checkpoint worker ended; commits checkpoint again');
          if (sqlite.open) sqlite.pragma('wal_autocheckpoint = 1000');
        },
      );
    }
    // Reads outside a transaction do not wait for one (db/sqlite-readers.ts).
    const reader = new BetterSqlite3(location, { readonly: true });
    reader.pragma('busy_timeout = 5000');
    dialect = sqliteWithReader(withStatementCache(sqlite), withStatementCache(reader));
  }
  const onQuery = options.onQuery;
  const db = new Kysely<Database>({ dialect, ...(onQuery ? { log: (event) => onQuery(event.query.sql) } : {}) });
  const close = async () => {
    // The last checkpoint first, then the server's connection (which checkpoints what is left as the last one out).
    await checkpointer?.stop();
    await db.destroy();
  };
  return { db, dialect: name, location, close, ...(pool ? { pool } : {}) };
}
