import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Phone } from './phone';
import { isoIn, nowIso, randomToken, sha256Hex } from './secrets';

type Db = Kysely<Database>;

/**
 * Short-lived proofs handed to the client, stored hashed:
 * - telephoneState: registration step 1 proved the phone (sms/state);
 * - phoneDraft: a phone login proved an unregistered phone (012007 uuid);
 * - forgot: forgot-password step 1 matched account and phone;
 * - verifyPhone: the 012011 popup's id.
 */
export type TicketKind = 'telephoneState' | 'phoneDraft' | 'forgot' | 'verifyPhone';
export const TICKET_TTL_MS: Record<TicketKind, number> = {
  telephoneState: 30 * 60_000,
  phoneDraft: 30 * 60_000,
  forgot: 10 * 60_000,
  verifyPhone: 10 * 60_000,
};

export async function createTicket(db: Db, kind: TicketKind, phone: Phone, accountId: number | null = null): Promise<string> {
  const token = randomToken(24);
  await db
    .insertInto('verification_tickets')
    .values({
      token_hash: sha256Hex(token),
      kind,
      account_id: accountId,
      country_code: phone.countryCode,
      telephone: phone.telephone,
      created_at: nowIso(),
      expires_at: isoIn(TICKET_TTL_MS[kind]),
      used_at: null,
    })
    .execute();
  return token;
}

export interface Ticket {
  tokenHash: string;
  kind: TicketKind;
  accountId: number | null;
  phone: Phone;
}

/** A live (unexpired, unused) ticket of one of `kinds`, or undefined. */
export async function findTicket(db: Db, token: string | undefined, kinds: TicketKind[]): Promise<Ticket | undefined> {
  if (!token) return undefined;
  return findTicketByHash(db, sha256Hex(token), kinds);
}

export async function findTicketByHash(db: Db, tokenHash: string, kinds: TicketKind[]): Promise<Ticket | undefined> {
  const row = await db
    .selectFrom('verification_tickets')
    .selectAll()
    .where('token_hash', '=', tokenHash)
    .where('kind', 'in', kinds)
    .where('used_at', 'is', null)
    .where('expires_at', '>', nowIso())
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    tokenHash: row.token_hash,
    kind: row.kind as TicketKind,
    accountId: row.account_id,
    phone: { countryCode: row.country_code, telephone: row.telephone },
  };
}

export async function useTicket(db: Db, ticket: Ticket): Promise<void> {
  await db.updateTable('verification_tickets').set({ used_at: nowIso() }).where('token_hash', '=', ticket.tokenHash).execute();
}
