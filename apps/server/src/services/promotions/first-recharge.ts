import { FIRST_RECHARGE_RULE, WAGERING_MULTIPLES, type FirstRechargeRefusal, type FirstRechargeState, type FirstRechargeStatus, type FirstRechargeTier } from '@site/contract';
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/schema';
import type { FirstRechargeJoinsTable } from '../../db/schema-promotions';
import { DomainError } from '../../domain/errors';
import { accountById } from '../accounts/accounts';
import { openRequirement } from '../fund/wagering';
import { MAIN, move, walletAccountId } from '../wallet/ledger';
import { formatMinor, MINOR_PER_MAJOR } from '../wallet/money';
import { PromotionErrors } from './errors';
import { LinkErrors, linkedToFirstRechargeHolder, refuseLinkedFirstRechargeJoin, withholdLinkedFirstRecharge } from '../risk/guards';

type Db = Kysely<Database>;
type JoinRow = Selectable<FirstRechargeJoinsTable>;

const DAY_MS = 86_400_000;

/**
 * First-recharge promotion (SPEC 7, 9; docs/decisions.md "Promotions"):
 * join once before any successful deposit and before any bet; the bonus of
 * the first successful deposit is credited in that deposit's approval
 * transaction (depositApproved below), guarded by the row's status so it
 * happens once whatever retries the approval sees.
 */

/** Bonus in minor units for a deposit of `amount` minor units at a tier: the tier's percentage, rounded down, capped. */
export function bonusOf(amount: number, tier: FirstRechargeTier): number {
  const rule = FIRST_RECHARGE_RULE[tier];
  return Math.min(Math.floor((amount * rule.percent) / 100), rule.max * MINOR_PER_MAJOR);
}

function rules(): FirstRechargeState['rules'] {
  const r = FIRST_RECHARGE_RULE;
  return {
    currency: r.currency,
    standard: { percent: r.standard.percent, max: formatMinor(r.standard.max * MINOR_PER_MAJOR) },
    newMember: { percent: r.newMember.percent, max: formatMinor(r.newMember.max * MINOR_PER_MAJOR) },
    newMemberDays: r.newMemberDays,
    wageringMultiple: WAGERING_MULTIPLES.firstRecharge,
  };
}

function view(row: JoinRow | undefined, refusal: FirstRechargeRefusal | null): FirstRechargeState {
  const eligibility = { eligible: refusal === null, ineligibleReason: refusal };
  if (!row) return { status: 'notJoined', tier: null, joinedAt: null, depositAmount: null, bonus: null, creditedAt: null, ...eligibility, rules: rules() };
  const credited = row.status === 'credited';
  return {
    status: row.status as FirstRechargeStatus,
    tier: row.tier as FirstRechargeTier,
    joinedAt: row.joined_at,
    depositAmount: credited && row.deposit_amount !== null ? formatMinor(Number(row.deposit_amount)) : null,
    bonus: credited && row.bonus !== null ? formatMinor(Number(row.bonus)) : null,
    creditedAt: credited ? row.settled_at : null,
    ...eligibility,
    rules: rules(),
  };
}

async function joinRow(db: Db, accountId: number) {
  return db.selectFrom('first_recharge_joins').selectAll().where('account_id', '=', accountId).executeTakeFirst();
}

/**
 * The join rule (issue 19: one rule for the join and for the state the card shows): why a join by
 * the player would be refused now, or null when it would be accepted. The link check comes before
 * it, in the join as in the state; these are read in the caller's transaction.
 */
async function refusalOf(db: Db, accountId: number, row: JoinRow | undefined): Promise<FirstRechargeRefusal | null> {
  if (row) return 'alreadyJoined';
  if (await hasBet(db, accountId)) return 'hasBet';
  if (await hasSuccessfulDeposit(db, accountId)) return 'hasDeposit';
  return null;
}

const REFUSED: Record<FirstRechargeRefusal, () => DomainError> = {
  alreadyJoined: PromotionErrors.alreadyJoined,
  hasBet: PromotionErrors.hasBet,
  hasDeposit: PromotionErrors.hasDeposit,
  linked: LinkErrors.firstRecharge,
};

/** GET /v1/activity/first-recharge/state: the player's join, and whether a join now would be accepted. */
export async function firstRechargeState(db: Db, accountId: number): Promise<FirstRechargeState> {
  const row = await joinRow(db, accountId);
  const refusal = (await linkedToFirstRechargeHolder(db, accountId)) ? 'linked' : await refusalOf(db, accountId, row);
  return view(row, refusal);
}

/** Any bet of the player: a bet record in the game tables or a bet entry on one of their wallets. */
export async function hasBet(db: Db, accountId: number): Promise<boolean> {
  const record = await db.selectFrom('bet_records').select('id').where('account_id', '=', accountId).limit(1).executeTakeFirst();
  if (record) return true;
  const entry = await db
    .selectFrom('ledger_entries as l')
    .innerJoin('wallet_accounts as w', 'w.id', 'l.wallet_account_id')
    .select('l.id')
    .where('w.account_id', '=', accountId)
    .where('l.kind', '=', 'bet')
    .limit(1)
    .executeTakeFirst();
  return entry !== undefined;
}

async function hasSuccessfulDeposit(db: Db, accountId: number, exceptOrderId?: number): Promise<boolean> {
  let q = db.selectFrom('deposit_orders').select('id').where('account_id', '=', accountId).where('status', '=', 'success');
  if (exceptOrderId !== undefined) q = q.where('id', '!=', exceptOrderId);
  return (await q.limit(1).executeTakeFirst()) !== undefined;
}

/**
 * POST /v1/activity/first-recharge/join: checks in one transaction, writes
 * one row. Refusals write nothing: a bet 061051, joined already 061052, a
 * successful deposit already 061053; anything unexpected is 061050 參與失敗.
 */
export async function joinFirstRecharge(db: Db, accountId: number, platform: string, now = new Date()): Promise<FirstRechargeState> {
  await refuseLinkedFirstRechargeJoin(db, accountId, now);
  try {
    return await db.transaction().execute(async (trx) => {
      const refusal = await refusalOf(trx, accountId, await joinRow(trx, accountId));
      if (refusal) throw REFUSED[refusal]();
      const account = await accountById(trx, accountId);
      const age = now.getTime() - new Date(account.register_date).getTime();
      const tier: FirstRechargeTier = age < FIRST_RECHARGE_RULE.newMemberDays * DAY_MS ? 'newMember' : 'standard';
      const inserted = await trx
        .insertInto('first_recharge_joins')
        .values({ account_id: accountId, tier, platform, status: 'joined', joined_at: now.toISOString() })
        .onConflict((oc) => oc.column('account_id').doNothing())
        .returningAll()
        .executeTakeFirst();
      // A second join racing this one got here first.
      if (!inserted) throw PromotionErrors.alreadyJoined();
      return view(inserted, 'alreadyJoined');
    });
  } catch (error) {
    if (error instanceof DomainError) throw error;
    throw PromotionErrors.joinFailed();
  }
}

export interface ApprovedDeposit {
  id: number;
  order_no: string;
  account_id: number;
  currency: string;
  amount: number;
}

/**
 * Inside a deposit approval's transaction (the order is already success):
 * a joined player's first successful deposit settles the promotion. In NTD
 * the bonus is credited to the main wallet (ledger kind bonus, reference
 * FR<order no>); in another currency the promotion ends without one.
 * Returns the bonus in minor units (0 when none).
 */
export async function firstRechargeOnDeposit(trx: Db, order: ApprovedDeposit, at: string): Promise<number> {
  const row = await joinRow(trx, order.account_id);
  if (!row || row.status !== 'joined') return 0;
  if (await withholdLinkedFirstRecharge(trx, order, at)) return 0;
  const first = !(await hasSuccessfulDeposit(trx, order.account_id, order.id));
  const amount = Number(order.amount);
  const bonus = first && order.currency === FIRST_RECHARGE_RULE.currency ? bonusOf(amount, row.tier as FirstRechargeTier) : 0;
  const settled = await trx
    .updateTable('first_recharge_joins')
    .set({ status: bonus > 0 ? 'credited' : 'ended', deposit_order_no: order.order_no, deposit_amount: amount, bonus, currency: order.currency, settled_at: at })
    .where('account_id', '=', order.account_id)
    .where('status', '=', 'joined')
    .returning('account_id')
    .executeTakeFirst();
  if (!settled || bonus === 0) return 0;
  const walletId = await walletAccountId(trx, order.account_id, order.currency, MAIN, at);
  await move(trx, { walletId, amount: bonus, kind: 'bonus', reference: `FR${order.order_no}` }, at);
  await openRequirement(trx, { accountId: order.account_id, currency: order.currency, source: 'firstRecharge', reference: `FR${order.order_no}`, amount: bonus }, at);
  return bonus;
}
