import type { MaintenanceMessage } from '@site/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { pokeEveryone } from './events/poke';
import { freshFor } from './fresh';
import { publicContentChanged } from './public-changes';
import { inTransaction, writeAudit, type AuditActor } from './staff/audit';

export interface MaintenanceState {
  maintaining: boolean;
  /** Announced window (ISO-8601 UTC), shown to players; null when unknown. */
  startTime: string | null;
  endTime: string | null;
  /** A scheduled window: the site is closed only between startTime and endTime (false: the ops switch, on now). */
  scheduled: boolean;
  /** What players are told, in each language, or null. */
  message: MaintenanceMessage | null;
  updatedAt: string | null;
}

function messageOf(json: string | null): MaintenanceMessage | null {
  if (!json) return null;
  try {
    const m = JSON.parse(json) as Partial<MaintenanceMessage>;
    return { TW: m.TW ?? '', EN: m.EN ?? '', TH: m.TH ?? '' };
  } catch {
    return null;
  }
}

/**
 * The one rule of the site's maintenance (issue 38): the switch on (enabled) closes the site now, unless the
 * window is a scheduled one, which closes it only from its start until its end (the window past, the site is
 * open again by itself).
 */
export async function readMaintenance(db: Kysely<Database>, now = new Date()): Promise<MaintenanceState> {
  const row = await db.selectFrom('maintenance').selectAll().where('id', '=', 1).executeTakeFirst();
  if (!row || row.enabled !== 1) return { maintaining: false, startTime: null, endTime: null, scheduled: false, message: null, updatedAt: row?.updated_at ?? null };
  const scheduled = row.scheduled === 1;
  const at = now.toISOString();
  const inside = !scheduled || (row.start_time !== null && row.start_time <= at && (row.end_time === null || at < row.end_time));
  return { maintaining: inside, startTime: row.start_time, endTime: row.end_time, scheduled, message: messageOf(row.message), updatedAt: row.updated_at };
}

export interface MaintenanceChange {
  enabled: boolean;
  startTime?: Date | null;
  endTime?: Date | null;
  /** Closed only inside the window (both times needed); false: on now, the window only announced. */
  scheduled?: boolean;
  message?: MaintenanceMessage | null;
}

const auditView = (s: MaintenanceState) => ({ enabled: s.maintaining || s.scheduled, scheduled: s.scheduled, from: s.startTime, to: s.endTime, message: s.message });

/**
 * The switch lives in the database so an operator command in another process
 * flips it for running servers. On means on now: the window is what players
 * are told to expect; a scheduled window closes the site only inside it. Off
 * clears the window and the message. With an actor (a staff member, or the
 * ops command) the change and its audit row are one transaction.
 */
export async function setMaintenance(db: Kysely<Database>, change: MaintenanceChange, actor?: AuditActor): Promise<MaintenanceState> {
  const on = change.enabled;
  const values = {
    enabled: on ? 1 : 0,
    start_time: on ? (change.startTime?.toISOString() ?? null) : null,
    end_time: on ? (change.endTime?.toISOString() ?? null) : null,
    scheduled: on && change.scheduled ? 1 : 0,
    message: on && change.message ? JSON.stringify(change.message) : null,
    updated_at: new Date().toISOString(),
  };
  const state = await inTransaction(db, async (trx) => {
    const before = actor ? await readMaintenance(trx) : undefined;
    await trx
      .insertInto('maintenance')
      .values({ id: 1, ...values })
      .onConflict((oc) => oc.column('id').doUpdateSet(values))
      .execute();
    const after = await readMaintenance(trx);
    if (actor && before) await writeAudit(trx, actor, { action: on ? 'maintenance.on' : 'maintenance.off', subjectType: 'site', subjectId: 'maintenance', before: auditView(before), after: auditView(after) });
    return after;
  });
  // Every open page hears it (the ops CLI's on PostgreSQL through NOTIFY, on SQLite by the watch of data_version).
  pokeEveryone('maintenance');
  publicContentChanged();
  return state;
}

/** A scheduled window: the site closes at `from` and opens again at `to`, players told `message` before and during it. */
export function scheduleMaintenance(db: Kysely<Database>, window: { from: Date; to: Date; message: MaintenanceMessage | null }, actor: AuditActor): Promise<MaintenanceState> {
  return setMaintenance(db, { enabled: true, scheduled: true, startTime: window.from, endTime: window.to, message: window.message }, actor);
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
