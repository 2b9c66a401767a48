import type { FeedbackType } from '@site/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

/** SPEC 3 "Feedback: type, content": stored for the operator; the text already passed SPEC 5's rule (contract schema). */
export async function submitFeedback(db: Db, accountId: number, input: { type: FeedbackType; content: string }, now = new Date()) {
  const createdAt = now.toISOString();
  const row = await db
    .insertInto('feedback')
    .values({ account_id: accountId, type: input.type, content: input.content, created_at: createdAt })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, createdAt };
}

/** The latest feedback, newest first, with the player's name (`npm run ops -- feedback list`). */
export async function feedbackList(db: Db, limit = 50) {
  return db
    .selectFrom('feedback')
    .innerJoin('accounts', 'accounts.id', 'feedback.account_id')
    .select(['feedback.id', 'accounts.username', 'feedback.type', 'feedback.content', 'feedback.created_at'])
    .orderBy('feedback.created_at', 'desc')
    .orderBy('feedback.id', 'desc')
    .limit(limit)
    .execute();
}
