import { CompiledQuery, type Compilable, type Kysely, type QueryResult } from 'kysely';

/**
 * A statement Kysely builds and compiles once per dialect; each call only binds its values
 * (issue 22, money calls).
 *
 * Building a query with Kysely (immutable, frozen nodes) and compiling it costs about 10 µs, against
 * 2-5 µs for SQLite to run a small statement; a money call runs 10-20 of them, one after another, while
 * every other money call waits. The statements on that path are therefore declared with `prepared`:
 * the builder still writes and type-checks them, once, with stand-ins for the values.
 *
 * Only for statements whose shape never depends on the values: no `in` list (a stand-in is one
 * value), no branch on a value inside `build`.
 */

/** Stands for the argument of that name; the compiled statement has it as one parameter. */
class StandIn {
  constructor(readonly name: string) {}
}

interface Shape {
  sql: string;
  /** Per parameter: the argument's name, or a constant the builder put there. */
  parameters: Array<{ name: string } | { value: unknown }>;
}

const standIns = new Proxy({}, { get: (_target, name) => new StandIn(String(name)) });

/**
 * `build(db, args)` writes the statement with `args.x` where each value goes. The database handle's
 * type is the caller's (a transaction too); SQLite's `?` and PostgreSQL's `$1` are compiled apart.
 */
export function prepared<D, A extends Record<string, unknown>, R>(build: (db: Kysely<D>, args: A) => Compilable<R>): Prepared<D, A, R> {
  const shapes = new Map<unknown, Shape>();
  const shapeFor = (db: Kysely<D>, args: A): Shape => {
    const dialect = db.getExecutor().adapter.constructor;
    let shape = shapes.get(dialect);
    if (!shape) {
      const compiled = build(db, standIns as A).compile();
      shape = { sql: compiled.sql, parameters: compiled.parameters.map((p) => (p instanceof StandIn ? { name: p.name } : { value: p })) };
      // An argument the statement never binds means `build` did not read it property by property
      // (a spread or a whole object sees no stand-ins): refused, the first time it runs.
      const bound = new Set(shape.parameters.flatMap((p) => ('name' in p ? [p.name] : [])));
      const unbound = Object.keys(args).filter((name) => !bound.has(name));
      if (unbound.length > 0) throw new Error(`prepared statement binds no ${unbound.join(', ')}: ${shape.sql}`);
      shapes.set(dialect, shape);
    }
    return shape;
  };
  const run = async (db: Kysely<D>, args: A) => {
    const shape = shapeFor(db, args);
    const values = shape.parameters.map((p) => ('name' in p ? args[p.name] : p.value));
    return db.executeQuery(CompiledQuery.raw(shape.sql, values) as CompiledQuery<R>);
  };
  return {
    run,
    rows: async (db, args) => (await run(db, args)).rows,
    first: async (db, args) => (await run(db, args)).rows[0],
  };
}

export interface Prepared<D, A, R> {
  /** Every row it answers. */
  rows(db: Kysely<D>, args: A): Promise<R[]>;
  /** Its first row, if any. */
  first(db: Kysely<D>, args: A): Promise<R | undefined>;
  /** The whole result: `numAffectedRows` of an update or delete. */
  run(db: Kysely<D>, args: A): Promise<QueryResult<R>>;
}
