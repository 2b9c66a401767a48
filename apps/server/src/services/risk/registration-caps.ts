import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { domainError } from '../../domain/errors';
import { addressKey } from './address-key';
import { isLoopback, type ClientSeen } from './links';
import { LINK_ERRORS } from '@site/contract';

type Db = Kysely<Database>;

/**
 * Registration caps (issue 17; docs/decisions.md "Issue 17: multi-account and invite farming"):
 * accounts per device id ever, and per client address in a 24-hour window. Each registration takes
 * a place by one atomic upsert per counter (SQLite's single writer, PostgreSQL's ON CONFLICT row
 * lock), so concurrent registrations from several server processes cannot pass the cap together.
 */
export interface RegistrationCaps {
  /** Accounts one device id may register, ever (REGISTRATIONS_PER_DEVICE). */
  perDevice: number;
  /** Accounts one client address may register per 24 hours (REGISTRATIONS_PER_ADDRESS_PER_DAY). */
  perAddressPerDay: number;
}

export const DEFAULT_REGISTRATION_CAPS: RegistrationCaps = { perDevice: 3, perAddressPerDay: 5 };
export const ADDRESS_WINDOW_MS = 24 * 60 * 60_000;

export const RegistrationCapErrors = {
  device: () => domainError(LINK_ERRORS.deviceRegistrationCap),
  address: () => domainError(LINK_ERRORS.addressRegistrationCap),
} as const;

interface Counter {
  kind: 'device' | 'address';
  value: string;
}

/** Adds one to a counter and answers the counts after it (a window older than 24 h starts again at 1). */
async function take(db: Db, c: Counter, now: number): Promise<{ total: number; recent: number }> {
  const ended = now - ADDRESS_WINDOW_MS;
  const row = await db
    .insertInto('registration_counts')
    .values({ kind: c.kind, value: c.value, total: 1, recent: 1, window_start: now })
    .onConflict((oc) =>
      oc.columns(['kind', 'value']).doUpdateSet((eb) => ({
        total: eb('registration_counts.total', '+', 1),
        recent: eb.case().when('registration_counts.window_start', '<=', ended).then(1).else(eb('registration_counts.recent', '+', 1)).end(),
        window_start: eb.case().when('registration_counts.window_start', '<=', ended).then(now).else(eb.ref('registration_counts.window_start')).end(),
      })),
    )
    .returning(['total', 'recent'])
    .executeTakeFirstOrThrow();
  return { total: Number(row.total), recent: Number(row.recent) };
}

/** Gives a place back (a refused or failed registration): never below zero. */
async function giveBack(db: Db, c: Counter): Promise<void> {
  await db
    .updateTable('registration_counts')
    .set((eb) => ({
      total: eb.case().when('total', '>', 0).then(eb('total', '-', 1)).else(0).end(),
      recent: eb.case().when('recent', '>', 0).then(eb('recent', '-', 1)).else(0).end(),
    }))
    .where('kind', '=', c.kind)
    .where('value', '=', c.value)
    .execute();
}

export interface Reservation {
  /** Gives the places back: the registration did not happen after all. */
  release(): Promise<void>;
}

/**
 * Takes a registration place for the device and the address, or refuses with 012070 (device) /
 * 012071 (address) and takes none. A loopback address (the machine itself: see isLoopback) and an
 * empty device id are not counted.
 */
export async function reserveRegistration(db: Db, client: ClientSeen, caps: RegistrationCaps, now = Date.now()): Promise<Reservation> {
  const counters: Counter[] = [];
  const device = client.deviceId.trim().slice(0, 128);
  if (device) counters.push({ kind: 'device', value: device });
  // An IPv6 client by its /64 (address-key.ts): any address of it is the same household's.
  if (!isLoopback(client.address)) counters.push({ kind: 'address', value: addressKey(client.address) });
  const taken: Counter[] = [];
  const release = async () => {
    for (const c of taken.splice(0)) await giveBack(db, c);
  };
  for (const c of counters) {
    const count = await take(db, c, now);
    taken.push(c);
    const over = c.kind === 'device' ? count.total > caps.perDevice : count.recent > caps.perAddressPerDay;
    if (over) {
      await release();
      throw c.kind === 'device' ? RegistrationCapErrors.device() : RegistrationCapErrors.address();
    }
  }
  return { release };
}
