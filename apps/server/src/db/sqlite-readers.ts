import {
  CompiledQuery,
  SqliteDialect,
  type DatabaseConnection,
  type Driver,
  type QueryResult,
  type SqliteDatabase,
  type SqliteStatement,
} from 'kysely';

/**
 * SQLite with its reads beside its writes (issue 22, money calls).
 *
 * Kysely's own SQLite driver has one connection behind a mutex, so while a transaction is open
 * every other query waits for it, reads included: a money request's session check queued behind
 * whole groups of other players' transfers (services/wallet/group-commit.ts), once per read it
 * made before its own turn, and its time in the server ranged from one group to four. In WAL mode
 * a second connection reads the last committed state while the first writes, which is what the
 * journal is for. So here:
 * - a statement outside a transaction that only reads (SQLite says so: sqlite3_stmt_readonly) runs
 *   on the reader connection at once;
 * - a transaction, and a statement outside one that writes, takes the writer connection, one at a
 *   time, as before;
 * - a PRAGMA always goes to the writer: its answer belongs to the connection (`data_version`
 *   tells the writer about other processes' commits, services/events/streams.ts).
 * What a read sees does not change: before, it waited for the commit and then read committed data;
 * now it reads the data committed when it starts. Nothing reads inside someone else's transaction.
 */
export function sqliteWithReader(writer: SqliteDatabase, reader: SqliteDatabase): SqliteDialect {
  return new ReaderDialect(writer, reader);
}

class ReaderDialect extends SqliteDialect {
  readonly #writer: SqliteDatabase;
  readonly #reader: SqliteDatabase;

  constructor(writer: SqliteDatabase, reader: SqliteDatabase) {
    super({ database: writer });
    this.#writer = writer;
    this.#reader = reader;
  }

  override createDriver(): Driver {
    return new ReaderDriver(this.#writer, this.#reader);
  }
}

const PRAGMA = /^\s*pragma\b/i;

function run(stmt: SqliteStatement, parameters: readonly unknown[]): QueryResult<unknown> {
  if (stmt.reader) return { rows: stmt.all(parameters) as unknown[] };
  const { changes, lastInsertRowid } = stmt.run(parameters);
  return {
    numAffectedRows: changes !== undefined && changes !== null ? BigInt(changes) : undefined,
    insertId: lastInsertRowid !== undefined && lastInsertRowid !== null ? BigInt(lastInsertRowid) : undefined,
    rows: [],
  };
}

/** The writer's turn: first come, first served. */
class WriterLock {
  #held = false;
  readonly #waiting: Array<() => void> = [];

  async take(): Promise<void> {
    if (!this.#held) {
      this.#held = true;
      return;
    }
    await new Promise<void>((resolve) => this.#waiting.push(resolve));
  }

  give(): void {
    const next = this.#waiting.shift();
    if (next) next();
    else this.#held = false;
  }
}

class ReaderDriver implements Driver {
  readonly #lock = new WriterLock();
  /** Kysely keeps every connection object it is given: they are reused, at most one per query in flight. */
  readonly #idle: RoutedConnection[] = [];

  constructor(
    readonly writer: SqliteDatabase,
    readonly reader: SqliteDatabase,
  ) {}

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    return this.#idle.pop() ?? new RoutedConnection(this);
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    const routed = connection as RoutedConnection;
    if (routed.writing) {
      routed.writing = false;
      this.#lock.give();
    }
    this.#idle.push(routed);
  }

  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    const routed = connection as RoutedConnection;
    await this.#lock.take();
    routed.writing = true;
    await routed.executeQuery(CompiledQuery.raw('begin'));
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('commit'));
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('rollback'));
  }

  async savepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`savepoint ${quoted(name)}`));
  }

  async rollbackToSavepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`rollback to ${quoted(name)}`));
  }

  async releaseSavepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`release ${quoted(name)}`));
  }

  /** Outside a transaction: a read on the reader at once, a write in the writer's turn. */
  async outside(compiled: CompiledQuery): Promise<QueryResult<unknown>> {
    if (!PRAGMA.test(compiled.sql)) {
      const stmt = this.reader.prepare(compiled.sql) as SqliteStatement & { readonly?: boolean };
      if (stmt.readonly === true) return run(stmt, compiled.parameters);
    }
    await this.#lock.take();
    try {
      return run(this.writer.prepare(compiled.sql), compiled.parameters);
    } finally {
      this.#lock.give();
    }
  }

  async destroy(): Promise<void> {
    // The reader first: the writer, the last connection out, checkpoints what is left.
    this.reader.close();
    this.writer.close();
  }
}

/** Savepoint names are ours (group-commit.ts), but quoted as Kysely quotes identifiers. */
const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;

class RoutedConnection implements DatabaseConnection {
  /** In a transaction: holds the writer's turn until released. */
  writing = false;

  constructor(private readonly driver: ReaderDriver) {}

  async executeQuery<R>(compiled: CompiledQuery): Promise<QueryResult<R>> {
    if (this.writing) return run(this.driver.writer.prepare(compiled.sql), compiled.parameters) as QueryResult<R>;
    return (await this.driver.outside(compiled)) as QueryResult<R>;
  }

  // eslint-disable-next-line require-yield
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('streaming is not used on SQLite here');
  }
}
