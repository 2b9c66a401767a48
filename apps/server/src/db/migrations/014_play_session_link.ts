import type { AnyDb } from './util';

/**
 * A game window's session belongs to the login session that launched it (issue 12's security review):
 * launch tokens and play sessions remember the `sessions.id`, and a play session whose login session
 * was logged out, ended by a password change or expired is refused, together with the player's tokens.
 * Rows from before this migration have none and keep their own 2-hour expiry.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('launch_tokens').addColumn('session_id', 'integer').execute();
  await db.schema.alterTable('play_sessions').addColumn('session_id', 'integer').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('play_sessions').dropColumn('session_id').execute();
  await db.schema.alterTable('launch_tokens').dropColumn('session_id').execute();
}
