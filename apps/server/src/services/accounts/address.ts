import { ADDRESS_MAX, type DeliveryAddress, type DeliveryAddressList } from '@site/contract';
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import type { DeliveryAddressesTable } from '../../db/schema-account-extra';
import { accountById } from './accounts';
import { AccountErrors } from './account-errors';
import { boundPhone } from './security';
import { rowIdOf } from '../../db/row-id';

type Db = Kysely<Database>;
type Trx = Transaction<Database>;
type Row = Selectable<DeliveryAddressesTable>;

/**
 * Delivery addresses (SPEC 3, 7): a bound phone first (SPEC 5, 012026), at
 * most ADDRESS_MAX (013006 設置收貨地址數已滿，刪除後才可以新增), and exactly one
 * default whenever any exist: the first address is the default, and deleting
 * the default promotes the newest remaining one. Another player's id is 404
 * (013007), the same as an unknown one.
 */

function view(r: Row): DeliveryAddress {
  return { id: r.id, receiver: r.receiver, address: r.address, isDefault: r.is_default === 1 };
}

async function requirePhone(db: Db, accountId: number): Promise<void> {
  boundPhone(await accountById(db, accountId));
}

/** Each change runs in a transaction that first touches the account row: one player's changes are serialised on PostgreSQL too. */
function serialised<T>(db: Db, accountId: number, run: (trx: Trx, at: string) => Promise<T>, now: Date): Promise<T> {
  const at = now.toISOString();
  return db.transaction().execute(async (trx) => {
    await trx.updateTable('accounts').set({ updated_at: at }).where('id', '=', accountId).execute();
    return run(trx, at);
  });
}

async function rowsOf(db: Db, accountId: number): Promise<Row[]> {
  return db.selectFrom('delivery_addresses').selectAll().where('account_id', '=', accountId).orderBy('is_default', 'desc').orderBy('id', 'desc').execute();
}


async function ownRow(db: Db, accountId: number, idText: string): Promise<Row> {
  const row = await db.selectFrom('delivery_addresses').selectAll().where('id', '=', rowIdOf(idText)).where('account_id', '=', accountId).executeTakeFirst();
  if (!row) throw AccountErrors.addressNotFound();
  return row;
}

async function makeDefault(trx: Trx, accountId: number, id: number, at: string): Promise<void> {
  await trx.updateTable('delivery_addresses').set({ is_default: 0, updated_at: at }).where('account_id', '=', accountId).where('is_default', '=', 1).where('id', '!=', id).execute();
  await trx.updateTable('delivery_addresses').set({ is_default: 1, updated_at: at }).where('id', '=', id).execute();
}

export async function addressList(db: Db, accountId: number): Promise<DeliveryAddressList> {
  await requirePhone(db, accountId);
  return { records: (await rowsOf(db, accountId)).map(view), max: ADDRESS_MAX };
}

export interface AddressInput {
  receiver: string;
  address: string;
  isDefault?: boolean | undefined;
}

export async function addAddress(db: Db, accountId: number, input: AddressInput, now = new Date()): Promise<DeliveryAddress> {
  await requirePhone(db, accountId);
  const id = await serialised(
    db,
    accountId,
    async (trx, at) => {
      const existing = await rowsOf(trx, accountId);
      if (existing.length >= ADDRESS_MAX) throw AccountErrors.addressFull(ADDRESS_MAX);
      const row = await trx
        .insertInto('delivery_addresses')
        .values({ account_id: accountId, receiver: input.receiver.trim(), address: input.address.trim(), is_default: 0, created_at: at, updated_at: at })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (existing.length === 0 || input.isDefault === true) await makeDefault(trx, accountId, row.id, at);
      return row.id;
    },
    now,
  );
  return view(await ownRow(db, accountId, String(id)));
}

/** isDefault true moves the default here; false on the default is ignored (it would leave none). */
export async function updateAddress(db: Db, accountId: number, idText: string, input: AddressInput, now = new Date()): Promise<DeliveryAddress> {
  await requirePhone(db, accountId);
  const id = await serialised(
    db,
    accountId,
    async (trx, at) => {
      const row = await ownRow(trx, accountId, idText);
      await trx.updateTable('delivery_addresses').set({ receiver: input.receiver.trim(), address: input.address.trim(), updated_at: at }).where('id', '=', row.id).execute();
      if (input.isDefault === true && row.is_default !== 1) await makeDefault(trx, accountId, row.id, at);
      return row.id;
    },
    now,
  );
  return view(await ownRow(db, accountId, String(id)));
}

export async function deleteAddress(db: Db, accountId: number, idText: string, now = new Date()): Promise<null> {
  await requirePhone(db, accountId);
  await serialised(
    db,
    accountId,
    async (trx, at) => {
      const row = await ownRow(trx, accountId, idText);
      await trx.deleteFrom('delivery_addresses').where('id', '=', row.id).execute();
      if (row.is_default !== 1) return;
      const newest = await trx.selectFrom('delivery_addresses').select('id').where('account_id', '=', accountId).orderBy('id', 'desc').executeTakeFirst();
      if (newest) await makeDefault(trx, accountId, newest.id, at);
    },
    now,
  );
  return null;
}

export async function setDefaultAddress(db: Db, accountId: number, idText: string, now = new Date()): Promise<null> {
  await requirePhone(db, accountId);
  await serialised(
    db,
    accountId,
    async (trx, at) => {
      const row = await ownRow(trx, accountId, idText);
      await makeDefault(trx, accountId, row.id, at);
    },
    now,
  );
  return null;
}
