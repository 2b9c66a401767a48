import { PostgresAdapter, type CreateTableBuilder, type Kysely } from 'kysely';

// Migrations are typed against `Kysely<any>` on purpose: they describe the
// schema's history, not today's Database interface (Kysely's recommendation).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyDb = Kysely<any>;

export function isPostgres(db: AnyDb): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/** An auto-incrementing integer primary key on either dialect. */
export function withId<T extends string>(db: AnyDb, table: CreateTableBuilder<T, never>): CreateTableBuilder<T, 'id'> {
  return isPostgres(db)
    ? table.addColumn('id', 'serial', (c) => c.primaryKey())
    : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
}
