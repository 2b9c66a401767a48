import type { PgsiBand, SelfAssessment } from '@site/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** PGSI's bands by score (Ferris & Wynne 2001): 0, 1-2 low, 3-7 moderate, 8 and more high risk. */
export function pgsiBand(score: number): PgsiBand {
  if (score === 0) return 'none';
  if (score <= 2) return 'low';
  return score <= 7 ? 'moderate' : 'high';
}

const asAssessment = (row: { score: number; created_at: string }): SelfAssessment => ({ score: row.score, band: pgsiBand(row.score), takenAt: row.created_at });

/** Keeps a self-assessment and answers it with the one before, so the player sees the change. */
export async function selfAssessment(db: Kysely<Database>, accountId: number, answers: readonly number[], now = new Date()) {
  const previous = await db.selectFrom('self_assessments').select(['score', 'created_at']).where('account_id', '=', accountId).orderBy('id', 'desc').limit(1).executeTakeFirst();
  const row = { account_id: accountId, answers: answers.join(''), score: answers.reduce((sum, a) => sum + a, 0), created_at: now.toISOString() };
  await db.insertInto('self_assessments').values(row).execute();
  return { ...asAssessment(row), previous: previous ? asAssessment(previous) : null };
}
