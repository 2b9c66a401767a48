import { FULL_PHONE_ROLES, maskPhone, STAFF_PLAYER_ERRORS, type LedgerKind, type Page, type PlayerFile, type PlayerRestriction, type PlayerSummary, type StaffRole } from '@site/contract';
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/schema';
import type { AccountsTable } from '../../db/schema-accounts';
import { domainError } from '../../domain/errors';
import { withdrawLockedUntil } from '../fund/withdraw-guard';
import { formatMinor } from '../wallet/money';

type Db = Kysely<Database>;
type Account = Selectable<AccountsTable>;

export const PlayerFileErrors = {
  playerNotFound: () => domainError(STAFF_PLAYER_ERRORS.playerNotFound),
};

/** Whether a member's roles let them read telephones in full (the contract's FULL_PHONE_ROLES, declared once). */
export function seesFullPhone(roles: readonly StaffRole[]): boolean {
  return roles.some((r) => (FULL_PHONE_ROLES as readonly StaffRole[]).includes(r));
}

async function phoneOf(db: Db, a: Pick<Account, 'country_code' | 'telephone'>, full: boolean): Promise<{ phone: string | null; phoneMasked: boolean }> {
  if (!a.country_code || !a.telephone) return { phone: null, phoneMasked: false };
  if (full) return { phone: `+${a.country_code} 0${a.telephone}`, phoneMasked: false };
  const country = await db.selectFrom('country_codes').select(['country_code', 'regex', 'is_blocked']).where('country_code', '=', a.country_code).executeTakeFirst();
  const masked = maskPhone(a.telephone, country ? { countryCode: country.country_code, regex: country.regex, isBlocked: country.is_blocked === 1 } : { countryCode: a.country_code });
  return { phone: masked, phoneMasked: true };
}

async function summaryOf(db: Db, a: Account, full: boolean): Promise<PlayerSummary> {
  return {
    id: a.id,
    account: a.username,
    nickname: a.nickname,
    ...(await phoneOf(db, a, full)),
    vip: a.vip_name,
    status: a.status === 'blocked' ? 'blocked' : 'active',
    registeredAt: a.register_date,
  };
}

/** The national numbers a typed telephone may be stored as: digits only, without +886 and the trunk 0. */
export function phoneCandidates(typed: string): string[] {
  const digits = typed.replace(/\D/g, '');
  const out = new Set<string>([digits, digits.replace(/^0+/, '')]);
  // '+886 0912…' or '886912…': a country code typed in front.
  const m = /^(886|66|86|852|853|60|65|81|82|84)0?(\d{6,})$/.exec(digits);
  if (m && typed.trim().startsWith('+')) out.add(m[2] ?? '');
  return [...out].filter((d) => d.length >= 6);
}

export interface PlayerSearch {
  by: 'account' | 'memberId' | 'phone' | 'card' | 'address';
  q: string;
  page: number;
  size: number;
}

/** Finds players by one key; the telephone is masked unless `roles` may see it in full. */
export async function searchPlayers(db: Db, s: PlayerSearch, roles: readonly StaffRole[]): Promise<Page<PlayerSummary>> {
  const q = s.q.trim();
  let ids: number[];
  switch (s.by) {
    case 'account': {
      // A prefix of the name; LIKE's wildcards are taken out, so '%' finds no one rather than everyone.
      const prefix = q.toLowerCase().replace(/[\\%_]/g, '');
      ids = prefix ? (await db.selectFrom('accounts').select('id').where('username_key', 'like', `${prefix}%`).orderBy('username_key').limit(500).execute()).map((r) => r.id) : [];
      break;
    }
    case 'memberId':
      ids = /^\d{1,9}$/.test(q) ? [Number(q)] : [];
      break;
    case 'phone': {
      const candidates = phoneCandidates(q);
      ids = candidates.length ? (await db.selectFrom('accounts').select('id').where('telephone', 'in', candidates).execute()).map((r) => r.id) : [];
      break;
    }
    case 'card': {
      const tail = q.replace(/\D/g, '');
      ids = tail.length >= 4 ? (await db.selectFrom('bank_cards').select('account_id').where('card_no', 'like', `%${tail}`).execute()).map((r) => r.account_id) : [];
      break;
    }
    case 'address':
      ids = (await db.selectFrom('wallet_addresses').select('account_id').where('address', '=', q).execute()).map((r) => r.account_id);
      break;
  }
  const unique = [...new Set(ids)];
  if (unique.length === 0) return { records: [], total: 0 };
  const rows = await db.selectFrom('accounts').selectAll().where('id', 'in', unique).orderBy('username_key').execute();
  const page = rows.slice((s.page - 1) * s.size, s.page * s.size);
  const full = seesFullPhone(roles);
  return { total: rows.length, records: await Promise.all(page.map((a) => summaryOf(db, a, full))) };
}

export async function playerById(db: Db, id: number): Promise<Account> {
  if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) throw PlayerFileErrors.playerNotFound();
  const row = await db.selectFrom('accounts').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw PlayerFileErrors.playerNotFound();
  return row;
}

/**
 * The restrictions in force, read from where each is enforced: the account's status (login), the cashier's
 * withdrawal lock and recharge limit level 3 (services/fund/gates.ts) in the player's currency.
 */
export async function restrictionsOf(db: Db, a: Pick<Account, 'id' | 'status'>): Promise<PlayerRestriction[]> {
  const gates = await db.selectFrom('fund_gates').select(['withdraw_lock', 'recharge_limit_level']).where('account_id', '=', a.id).execute();
  const out: PlayerRestriction[] = [];
  if (a.status === 'blocked') out.push('login');
  if (gates.some((g) => g.withdraw_lock === 1)) out.push('withdraw');
  if (gates.some((g) => g.recharge_limit_level === 3)) out.push('deposit');
  return out;
}

export async function playerFile(db: Db, id: number, roles: readonly StaffRole[], now = new Date()): Promise<PlayerFile> {
  const a = await playerById(db, id);
  const wallets = await db.selectFrom('wallet_accounts').select(['currency', 'kind', 'balance']).where('account_id', '=', id).orderBy('currency').orderBy('kind').execute();
  return {
    ...(await summaryOf(db, a, seesFullPhone(roles))),
    realName: a.real_name,
    idVerification: a.verify_id_card_status,
    userType: a.user_type,
    lastLoginAt: a.last_login_at,
    restrictions: await restrictionsOf(db, a),
    withdrawPasswordLockedUntil: await withdrawLockedUntil(db, id, now),
    wallets: wallets.map((w) => ({ currency: w.currency, wallet: w.kind, balance: formatMinor(Number(w.balance)) })),
  };
}

export interface LedgerQuery {
  currency: string;
  wallet: string;
  kind?: LedgerKind | undefined;
  from?: string | undefined;
  to?: string | undefined;
  page: number;
  size: number;
}

/** One wallet's ledger, newest first; `sum` covers every match on every page, so unfiltered it equals the balance. */
export async function playerLedger(db: Db, id: number, q: LedgerQuery) {
  await playerById(db, id);
  const wallet = await db.selectFrom('wallet_accounts').select(['id', 'balance']).where('account_id', '=', id).where('currency', '=', q.currency).where('kind', '=', q.wallet).executeTakeFirst();
  if (!wallet) return { records: [], total: 0, sum: formatMinor(0), balance: formatMinor(0) };
  let base = db.selectFrom('ledger_entries').where('wallet_account_id', '=', wallet.id);
  if (q.kind) base = base.where('kind', '=', q.kind);
  if (q.from) base = base.where('created_at', '>=', new Date(q.from).toISOString());
  if (q.to) base = base.where('created_at', '<', new Date(q.to).toISOString());
  const totals = await base.select((eb) => [eb.fn.countAll<number | string>().as('n'), eb.fn.sum<number | string | null>('amount').as('sum')]).executeTakeFirstOrThrow();
  const rows = await base.selectAll().orderBy('id', 'desc').limit(q.size).offset((q.page - 1) * q.size).execute();
  return {
    total: Number(totals.n),
    sum: formatMinor(Number(totals.sum ?? 0)),
    balance: formatMinor(Number(wallet.balance)),
    records: rows.map((r) => ({
      id: r.id,
      at: r.created_at,
      currency: q.currency,
      wallet: q.wallet,
      kind: r.kind,
      amount: formatMinor(Number(r.amount)),
      balanceAfter: formatMinor(Number(r.balance_after)),
      reference: r.reference,
    })),
  };
}
