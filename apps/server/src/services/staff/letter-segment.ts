import { parseVipLevel, STAFF_LETTER_ERRORS, type LetterSegment } from '@site/contract';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import '../../db/schema-outreach';
import { domainError } from '../../domain/errors';

type Db = Kysely<Database>;

export const SegmentErrors = {
  range: (field: string) => domainError(STAFF_LETTER_ERRORS.segmentRange, { field }),
};

const iso = (text: string) => new Date(text).toISOString();

/** A range of the segment that ends before it starts is refused (081134, naming the field). */
export function checkSegment(s: LetterSegment): void {
  if (s.vipMin !== undefined && s.vipMax !== undefined && s.vipMin > s.vipMax) throw SegmentErrors.range('vip');
  if (s.depositsMin !== undefined && s.depositsMax !== undefined && s.depositsMin > s.depositsMax) throw SegmentErrors.range('deposits');
  if (s.registeredFrom && s.registeredTo && iso(s.registeredFrom) >= iso(s.registeredTo)) throw SegmentErrors.range('registered');
  if (s.lastLoginFrom && s.lastLoginTo && iso(s.lastLoginFrom) >= iso(s.lastLoginTo)) throw SegmentErrors.range('lastLogin');
}

/**
 * The VIP names (accounts.vip_name, 'VIP3') whose level (the contract's parseVipLevel, as the player's pages read
 * it) lies in [min, max]: read from the names players hold, so the filter is `vip_name in (...)` on the index.
 */
async function vipNamesIn(db: Db, min: number, max: number): Promise<string[]> {
  const names = await db.selectFrom('accounts').select('vip_name').distinct().execute();
  return names.map((r) => r.vip_name).filter((name) => {
    const level = parseVipLevel(name);
    return level >= min && level <= max;
  });
}

/**
 * The ids of the active players a segment reaches, as a query: players only (no agent's own account), not
 * blocked; each field of the segment narrows (registration and last-login ranges [from, to), approved deposits
 * ever, the agent's proxy code). One database serves one brand: a segment naming another brand reaches no one.
 */
export async function segmentPlayers(db: Db, s: LetterSegment, brand: string) {
  checkSegment(s);
  let q = db
    .selectFrom('accounts')
    .select('accounts.id')
    .where('accounts.status', '=', 'active')
    .where('accounts.id', 'not in', db.selectFrom('agents').select('agents.account_id'));
  if (s.brand !== undefined && s.brand !== brand) q = q.where(sql<boolean>`1 = 0`);
  if (s.vipMin !== undefined || s.vipMax !== undefined) {
    const names = await vipNamesIn(db, s.vipMin ?? 0, s.vipMax ?? Number.MAX_SAFE_INTEGER);
    q = names.length ? q.where('accounts.vip_name', 'in', names) : q.where(sql<boolean>`1 = 0`);
  }
  if (s.registeredFrom) q = q.where('accounts.register_date', '>=', iso(s.registeredFrom));
  if (s.registeredTo) q = q.where('accounts.register_date', '<', iso(s.registeredTo));
  if (s.lastLoginFrom) q = q.where('accounts.last_login_at', '>=', iso(s.lastLoginFrom));
  if (s.lastLoginTo) q = q.where('accounts.last_login_at', '<', iso(s.lastLoginTo));
  if (s.depositsMin !== undefined || s.depositsMax !== undefined) {
    const deposits = sql<number>`(select count(*) from deposit_orders d where d.account_id = accounts.id and d.status = 'success')`;
    if (s.depositsMin !== undefined) q = q.where(deposits, '>=', s.depositsMin);
    if (s.depositsMax !== undefined) q = q.where(deposits, '<=', s.depositsMax);
  }
  if (s.agentId !== undefined) {
    q = q.where('accounts.proxy_code', 'in', db.selectFrom('agents').select('agents.proxy_code').where('agents.id', '=', s.agentId));
  }
  return q;
}

/** How many players the segment reaches now (the preview). */
export async function segmentReach(db: Db, s: LetterSegment, brand: string): Promise<number> {
  const ids = await segmentPlayers(db, s, brand);
  const row = await db
    .selectFrom(ids.as('p'))
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
