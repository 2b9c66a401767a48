import type { AnyDb } from './util';

/**
 * Code sends and captchas remember the client address as well as the device-id header (issue 12's
 * security review): any client can sign a fresh device id, so the per-device limits alone were
 * bypassed by changing it; the address is the one thing a client cannot mint at will.
 */
export async function up(db: AnyDb): Promise<void> {
  const s = db.schema;
  await s.alterTable('sms_outbox').addColumn('address', 'varchar(64)').execute();
  await s.alterTable('captchas').addColumn('address', 'varchar(64)').execute();
  await s.createIndex('sms_outbox_address').on('sms_outbox').columns(['address', 'created_at']).execute();
  await s.createIndex('captchas_address').on('captchas').columns(['address', 'created_at']).execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('captchas_address').execute();
  await db.schema.dropIndex('sms_outbox_address').execute();
  await db.schema.alterTable('captchas').dropColumn('address').execute();
  await db.schema.alterTable('sms_outbox').dropColumn('address').execute();
}
