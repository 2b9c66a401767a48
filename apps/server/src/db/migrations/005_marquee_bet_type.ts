import type { AnyDb } from './util';

/** Marquee lines of one game type (SPEC 3: a game type's marquee is fetched by betType); null = site-wide. */
export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('marquees').addColumn('bet_type', 'integer').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('marquees').dropColumn('bet_type').execute();
}
