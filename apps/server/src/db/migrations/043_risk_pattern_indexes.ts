import type { AnyDb } from './util';

/**
 * Risk patterns (issue 38): the velocity and bonus-then-withdraw patterns read every deposit and withdrawal order of
 * the last days across all players, and the shared-device and shared-address patterns every sighting of a kind seen
 * lately; the existing indexes lead with the account or the value. These lead with the time.
 */
export async function up(db: AnyDb): Promise<void> {
  const s = db.schema;
  await s.createIndex('deposit_orders_created').on('deposit_orders').columns(['created_at']).execute();
  await s.createIndex('withdraw_orders_created').on('withdraw_orders').columns(['created_at']).execute();
  await s.createIndex('account_sightings_kind_seen').on('account_sightings').columns(['kind', 'last_seen']).execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('account_sightings_kind_seen').execute();
  await db.schema.dropIndex('withdraw_orders_created').execute();
  await db.schema.dropIndex('deposit_orders_created').execute();
}
