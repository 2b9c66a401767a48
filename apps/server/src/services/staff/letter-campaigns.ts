import { STAFF_LETTER_ERRORS, type LetterCampaign, type LetterSegment, type Page } from '@site/contract';
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/schema';
import type { LetterCampaignsTable } from '../../db/schema-outreach';
import { domainError } from '../../domain/errors';
import { sanitizeOperatorHtml } from '../html/sanitize';
import { inTransaction, writeAudit, type AuditActor } from './audit';
import { checkSegment, segmentReach } from './letter-segment';

type Db = Kysely<Database>;
type Row = Selectable<LetterCampaignsTable>;

/**
 * Letters to many players (issue 38): a letter and its segment, scheduled (now or at a time) and sent by the
 * campaign job (letter-job.ts) in batches. Creating and cancelling write their audit rows in the same
 * transaction. Until sending starts `total` is the segment's reach when the letter was made (the list shows the
 * preview's count); the job fixes the recipients and their number when it starts.
 */

export const CampaignErrors = {
  notFound: () => domainError(STAFF_LETTER_ERRORS.campaignNotFound),
  notScheduled: (status: string) => domainError(STAFF_LETTER_ERRORS.campaignNotScheduled, { status }),
  past: () => domainError(STAFF_LETTER_ERRORS.sendAtPast),
  empty: () => domainError(STAFF_LETTER_ERRORS.segmentEmpty),
};

/** A sending time up to this long ago still counts as now (the form's clock and the server's differ a little). */
const PAST_GRACE_MS = 60_000;

const staffName = (actor: AuditActor) => ('staffId' in actor ? actor.name : 'ops');

export function campaignView(row: Row): LetterCampaign {
  return {
    id: row.id,
    title: row.title,
    html: row.html,
    segment: JSON.parse(row.segment_json) as LetterSegment,
    status: row.status as LetterCampaign['status'],
    sendAt: row.send_at,
    total: Number(row.total),
    sent: Number(row.sent),
    createdBy: row.created_by,
    createdAt: row.created_at,
    finishedAt: row.finished_at,
  };
}

export interface NewCampaign {
  title: string;
  html: string;
  segment: LetterSegment;
  sendAt: string | null;
}

/** The segment without the fields left empty, as stored and shown. */
function cleanSegment(s: LetterSegment): LetterSegment {
  return Object.fromEntries(Object.entries(s).filter(([, v]) => v !== undefined && v !== '')) as LetterSegment;
}

export async function createCampaign(db: Db, actor: AuditActor, brand: string, input: NewCampaign, now = new Date()): Promise<LetterCampaign> {
  const segment = cleanSegment(input.segment);
  checkSegment(segment);
  const at = now.toISOString();
  let sendAt = at;
  if (input.sendAt !== null) {
    const t = Date.parse(input.sendAt);
    if (t < now.getTime() - PAST_GRACE_MS) throw CampaignErrors.past();
    sendAt = new Date(Math.max(t, now.getTime())).toISOString();
  }
  const reach = await segmentReach(db, segment, brand);
  // A letter sent now to nobody is a mistake to say; a scheduled one may find its players by then.
  if (reach === 0 && sendAt === at) throw CampaignErrors.empty();
  const title = input.title.trim();
  const html = sanitizeOperatorHtml(input.html);
  const id = await inTransaction(db, async (trx) => {
    const row = await trx
      .insertInto('letter_campaigns')
      .values({
        title, html, segment_json: JSON.stringify(segment), status: 'scheduled', send_at: sendAt, total: reach, sent: 0,
        staff_id: 'staffId' in actor ? actor.staffId : null, created_by: staffName(actor), created_at: at, started_at: null, finished_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await writeAudit(trx, actor, { action: 'letters.create', subjectType: 'letterCampaign', subjectId: row.id, before: null, after: { title, segment, sendAt, reach } }, now);
    return row.id;
  });
  return campaignById(db, id);
}

export async function campaignById(db: Db, id: number): Promise<LetterCampaign> {
  const row = Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647 ? await db.selectFrom('letter_campaigns').selectAll().where('id', '=', id).executeTakeFirst() : undefined;
  if (!row) throw CampaignErrors.notFound();
  return campaignView(row);
}

export async function listCampaigns(db: Db, q: { page: number; size: number }): Promise<Page<LetterCampaign>> {
  const total = await db.selectFrom('letter_campaigns').select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow();
  const rows = await db.selectFrom('letter_campaigns').selectAll().orderBy('id', 'desc').limit(q.size).offset((q.page - 1) * q.size).execute();
  return { total: Number(total.n), records: rows.map(campaignView) };
}

/** A scheduled letter is cancelled before the job starts it (the status change is the guard); audited. */
export async function cancelCampaign(db: Db, actor: AuditActor, id: number, now = new Date()): Promise<LetterCampaign> {
  const before = await campaignById(db, id);
  await inTransaction(db, async (trx) => {
    const changed = await trx
      .updateTable('letter_campaigns')
      .set({ status: 'cancelled', finished_at: now.toISOString() })
      .where('id', '=', id)
      .where('status', '=', 'scheduled')
      .executeTakeFirst();
    if (Number(changed.numUpdatedRows) === 0) {
      const again = await trx.selectFrom('letter_campaigns').select('status').where('id', '=', id).executeTakeFirstOrThrow();
      throw CampaignErrors.notScheduled(again.status);
    }
    await writeAudit(trx, actor, { action: 'letters.cancel', subjectType: 'letterCampaign', subjectId: id, before: { status: before.status }, after: { status: 'cancelled' } }, now);
  });
  return campaignById(db, id);
}
