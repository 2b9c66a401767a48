import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { Database } from '../../db/schema';
import '../../db/schema-outreach';
import type { LetterSegment } from '@site/contract';
import { sendLetter } from '../messages/operator';
import { pokingTransaction } from '../wallet/group-commit';
import { writeAudit } from './audit';
import { segmentPlayers } from './letter-segment';

type Db = Kysely<Database>;

/**
 * The letter-campaign job (issue 38): starts the letters whose time has come and sends them in batches.
 *
 * - Start: the status moves scheduled -> sending (the UPDATE ... WHERE status = 'scheduled' is the guard: one
 *   server starts it) and, in the same transaction, the segment's players are fixed as its recipients (one
 *   INSERT ... SELECT) and counted (`total`).
 * - A batch: up to LETTER_BATCH recipients without a letter get the one-player letter (messages/operator.ts
 *   sendLetter: received, unread, sanitised), their recipient rows name it and `sent` grows, in ONE transaction;
 *   their open pages are poked once it committed (the live stream sends the new unread count). Between batches
 *   the job yields (a timer), so players' requests are served between two batches and no transaction holds the
 *   database long.
 * - A restart (or a second server) resumes a 'sending' letter with the recipients still without one; a row
 *   another worker filled meanwhile rolls this worker's batch back (nobody gets the letter twice).
 */
export const LETTER_BATCH = 500;
/** The pause between two batches, ms. */
export const LETTER_PAUSE_MS = 20;

class BatchRaced extends Error {}

async function startDue(db: Db, brand: string, now: Date): Promise<void> {
  const due = await db
    .selectFrom('letter_campaigns')
    .select(['id', 'segment_json'])
    .where('status', '=', 'scheduled')
    .where('send_at', '<=', now.toISOString())
    .orderBy('send_at')
    .orderBy('id')
    .execute();
  for (const c of due) {
    await db.transaction().execute(async (trx) => {
      const claimed = await trx
        .updateTable('letter_campaigns')
        .set({ status: 'sending', started_at: now.toISOString() })
        .where('id', '=', c.id)
        .where('status', '=', 'scheduled')
        .executeTakeFirst();
      if (Number(claimed.numUpdatedRows) === 0) return;
      const players = (await segmentPlayers(trx, JSON.parse(c.segment_json) as LetterSegment, brand)).select(sql<number>`cast(${c.id} as integer)`.as('campaign_id'));
      await trx.insertInto('letter_campaign_recipients').columns(['account_id', 'campaign_id']).expression(players).execute();
      const n = await trx.selectFrom('letter_campaign_recipients').select((eb) => eb.fn.countAll<number | string>().as('n')).where('campaign_id', '=', c.id).executeTakeFirstOrThrow();
      await trx.updateTable('letter_campaigns').set({ total: Number(n.n) }).where('id', '=', c.id).execute();
    });
  }
}

/** One batch of a sending letter, in one transaction; answers how many letters it delivered (0: none left). */
export async function sendCampaignBatch(db: Db, campaign: { id: number; title: string; html: string }, size = LETTER_BATCH, now = new Date()): Promise<number> {
  try {
    return await pokingTransaction(db, async (trx) => {
      const batch = await trx
        .selectFrom('letter_campaign_recipients')
        .select('account_id')
        .where('campaign_id', '=', campaign.id)
        .where('letter_id', 'is', null)
        .orderBy('account_id')
        .limit(size)
        .execute();
      for (const r of batch) {
        const letterId = await sendLetter(trx, r.account_id, campaign.title, campaign.html, now);
        const filled = await trx
          .updateTable('letter_campaign_recipients')
          .set({ letter_id: letterId })
          .where('campaign_id', '=', campaign.id)
          .where('account_id', '=', r.account_id)
          .where('letter_id', 'is', null)
          .executeTakeFirst();
        if (Number(filled.numUpdatedRows) !== 1) throw new BatchRaced();
      }
      if (batch.length > 0) await trx.updateTable('letter_campaigns').set((eb) => ({ sent: eb('sent', '+', batch.length) })).where('id', '=', campaign.id).execute();
      return batch.length;
    });
  } catch (error) {
    if (error instanceof BatchRaced) return -1;
    throw error;
  }
}

/** The letter is sent: its status and the audit row saying so (by the job: actor ops), in one transaction, once. */
async function finish(db: Db, id: number, now: Date): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const done = await trx
      .updateTable('letter_campaigns')
      .set({ status: 'sent', finished_at: now.toISOString() })
      .where('id', '=', id)
      .where('status', '=', 'sending')
      .returning(['total', 'sent'])
      .executeTakeFirst();
    if (done) await writeAudit(trx, { ops: true }, { action: 'letters.sent', subjectType: 'letterCampaign', subjectId: id, before: { status: 'sending' }, after: { status: 'sent', total: done.total, sent: done.sent } }, now);
  });
}

export interface CampaignRun {
  brand: string;
  batch?: number;
  pauseMs?: number;
  clock?: () => Date;
  /** Checked between batches: true stops the run (the server is shutting down; a restart resumes). */
  stopped?: () => boolean;
}

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Starts what is due, then sends every 'sending' letter to the end, batch by batch. */
export async function runDueCampaigns(db: Db, run: CampaignRun): Promise<void> {
  const clock = run.clock ?? (() => new Date());
  await startDue(db, run.brand, clock());
  const sending = await db.selectFrom('letter_campaigns').select(['id', 'title', 'html']).where('status', '=', 'sending').orderBy('id').execute();
  for (const c of sending) {
    for (;;) {
      if (run.stopped?.()) return;
      const n = await sendCampaignBatch(db, c, run.batch ?? LETTER_BATCH, clock());
      // Another worker is sending this one: leave it to it.
      if (n < 0) break;
      if (n === 0) {
        await finish(db, c.id, clock());
        break;
      }
      await pause(run.pauseMs ?? LETTER_PAUSE_MS);
    }
  }
}

const kicks = new Set<() => void>();

/** A letter to send now was made: the running schedules look at once instead of at their next check. */
export function kickLetterCampaigns(): void {
  for (const kick of kicks) kick();
}

/** The job inside the server process: at start (a restart resumes), every `everyMs`, and when kicked. */
export function scheduleLetterCampaigns(db: Db, brand: string, onError: (error: unknown) => void, everyMs = 5_000): { stop(): Promise<void> } {
  let stopped = false;
  let running: Promise<void> = Promise.resolve();
  let queued = false;
  const tick = () => {
    if (queued || stopped) return;
    queued = true;
    running = running.then(async () => {
      queued = false;
      if (!stopped) await runDueCampaigns(db, { brand, stopped: () => stopped });
    }).catch(onError);
  };
  tick();
  const timer = setInterval(tick, everyMs);
  timer.unref();
  kicks.add(tick);
  return {
    stop: async () => {
      stopped = true;
      kicks.delete(tick);
      clearInterval(timer);
      await running;
    },
  };
}
