import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { pokeEveryone } from './events/poke';
import { freshFor } from './fresh';

export interface MaintenanceState {
  maintaining: boolean;
  /** Announced window (ISO-8601 UTC), shown to players; null when unknown. */
  startTime: string | null;
  endTime: string | null;
}

export async function readMaintenance(db: Kysely<Database>): Promise<MaintenanceState> {
  const row = await db.selectFrom('maintenance').selectAll().where('id', '=', 1).executeTakeFirst();
  if (!row) return { maintaining: false, startTime: null, endTime: null };
  return { maintaining: row.enabled === 1, startTime: row.start_time, endTime: row.end_time };
}

export interface MaintenanceChange {
  enabled: boolean;
  startTime?: Date | null;
  endTime?: Date | null;
}

/**
 * The switch lives in the database so an operator command in another process
 * flips it for running servers. On means on now: the window is what players
 * are told to expect. Off clears the window.
 */
export async function setMaintenance(db: Kysely<Database>, change: MaintenanceChange): Promise<MaintenanceState> {
  const startTime = change.enabled ? (change.startTime?.toISOString() ?? null) : null;
  const endTime = change.enabled ? (change.endTime?.toISOString() ?? null) : null;
  const values = { enabled: change.enabled ? 1 : 0, start_time: startTime, end_time: endTime, updated_at: new Date().toISOString() };
  await db
    .insertInto('maintenance')
    .values({ id: 1, ...values })
    .onConflict((oc) => oc.column('id').doUpdateSet(values))
    .execute();
  // Every open page hears it (the ops CLI's on PostgreSQL through NOTIFY, on SQLite by the watch of data_version).
  pokeEveryone('maintenance');
  return readMaintenance(db);
}

/**
 * Reads the state for every gated request. The server keeps it for 1 s (a
 * query per request was a twentieth of a transfer's time on SQLite and a
 * round trip on PostgreSQL), so a switch takes effect within that second;
 * with cacheMs 0 (tests) each request reads the row.
 */
export function maintenanceReader(db: Kysely<Database>, cacheMs: number): () => Promise<MaintenanceState> {
  const state = freshFor(cacheMs, () => readMaintenance(db));
  return state.get;
}
