import type { AuditEntry, Page } from '@site/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

/** Who did it: a staff member (by id and name) or an operator command. */
export type AuditActor = { staffId: number; name: string; address: string | null } | { ops: true };

export interface AuditRecord {
  action: string;
  subjectType?: string;
  subjectId?: string | number;
  before?: unknown;
  after?: unknown;
}

/** Runs `work` in a transaction: the caller's when it is one already (an action inside a larger one), else a new one. */
export function inTransaction<T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db) : db.transaction().execute(work);
}

const json = (value: unknown) => (value === undefined || value === null ? null : JSON.stringify(value));

/**
 * One row of the audit log; answers its id. Called with the transaction of the action it records, so the two commit or fail
 * together; the table takes only inserts (migration 033's triggers refuse UPDATE and DELETE).
 */
export async function writeAudit(db: Db, actor: AuditActor, record: AuditRecord, now = new Date()): Promise<number> {
  const staff = 'staffId' in actor;
  const row = await db
    .insertInto('audit_log')
    .values({
      at: now.toISOString(),
      staff_id: staff ? actor.staffId : null,
      actor: staff ? `staff:${actor.name}` : 'ops',
      address: staff ? actor.address : null,
      action: record.action,
      subject_type: record.subjectType ?? null,
      subject_id: record.subjectId === undefined ? null : String(record.subjectId),
      before_json: json(record.before),
      after_json: json(record.after),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  // The row's id: a record kept only in the log (a staff note, a pending adjustment) is named by it.
  return row.id;
}

export interface AuditQuery {
  staffId?: number | undefined;
  actor?: string | undefined;
  playerId?: number | undefined;
  action?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  page: number;
  size: number;
}

const parsed = (text: string | null): unknown => (text === null ? null : (JSON.parse(text) as unknown));

/** The admin's search (GET /v1/staff/audit): newest first; `action` matches a prefix ('staff.' finds every staff action). */
export async function searchAudit(db: Db, q: AuditQuery): Promise<Page<AuditEntry>> {
  let base = db.selectFrom('audit_log');
  if (q.staffId !== undefined) base = base.where('staff_id', '=', q.staffId);
  if (q.actor !== undefined) base = base.where('actor', '=', q.actor);
  if (q.playerId !== undefined) base = base.where('subject_type', '=', 'player').where('subject_id', '=', String(q.playerId));
  if (q.action !== undefined) base = base.where('action', 'like', `${q.action.replace(/[\\%_]/g, '')}%`);
  if (q.from !== undefined) base = base.where('at', '>=', new Date(q.from).toISOString());
  if (q.to !== undefined) base = base.where('at', '<', new Date(q.to).toISOString());
  const total = await base.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow();
  const rows = await base
    .selectAll()
    .orderBy('id', 'desc')
    .limit(q.size)
    .offset((q.page - 1) * q.size)
    .execute();
  return {
    total: Number(total.n),
    records: rows.map((r) => ({
      id: r.id,
      at: r.at,
      staffId: r.staff_id,
      actor: r.actor,
      address: r.address,
      action: r.action,
      subjectType: r.subject_type,
      subjectId: r.subject_id,
      before: parsed(r.before_json),
      after: parsed(r.after_json),
    })),
  };
}
