import { parseVipLevel, STAFF_CONTENT_ERRORS, STAFF_PLAYER_ERRORS, WAGERING_MULTIPLES, type PromotionUsage } from '@site/contract';
import { randomBytes } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/schema';
import type { ActivitiesTable } from '../../db/schema-activity';
import { domainError } from '../../domain/errors';
import { frontendTypeOf } from '../accounts/accounts';
import type { Actor } from '../content/schedule';
import { inTransaction, writeAudit } from '../staff/audit';
import { formatMinor, toMinor } from '../wallet/money';
import { eligibilityOf, PromotionErrors, promotionState, rewardOf, usageOf } from './admin';

type Db = Kysely<Database>;
type Row = Selectable<ActivitiesTable>;

const DAY_MS = 86_400_000;
const notEligible = (why: string) => domainError(STAFF_CONTENT_ERRORS.notEligible, { why });

/**
 * The promotion's budget cap and per-player limit (issue 38), checked inside the granting transaction after the
 * promotion's row is written to (a no-op update: the row lock on PostgreSQL, the write lock on SQLite), so two
 * grants at once cannot both take the last of the budget. 081087 limit reached, 081086 over the cap.
 */
export async function assertWithinLimits(trx: Db, activity: Row, accountId: number, amount: number): Promise<void> {
  await trx.updateTable('activities').set({ sort: activity.sort }).where('id', '=', activity.id).execute();
  if (activity.per_player_limit !== null) {
    const mine = await trx.selectFrom('activity_rewards').select((eb) => eb.fn.countAll<number | string>().as('n')).where('activity_code', '=', activity.code).where('account_id', '=', accountId).executeTakeFirstOrThrow();
    if (Number(mine.n) >= activity.per_player_limit) throw domainError(STAFF_CONTENT_ERRORS.perPlayerLimit, { limit: activity.per_player_limit });
  }
  if (activity.budget_cap !== null) {
    const usage = await usageOf(trx, activity.code);
    if (usage.usedMinor + amount > Number(activity.budget_cap)) throw domainError(STAFF_CONTENT_ERRORS.budgetExhausted, { cap: formatMinor(Number(activity.budget_cap)), used: usage.budgetUsed });
  }
}

/** The reward for a basis (the deposit or loss): a fixed amount, or the percentage of the basis up to the most. */
export function rewardAmount(activity: Row, basis: string | undefined): number {
  const reward = rewardOf(activity);
  if (reward.type === 'fixed') return toMinor(reward.amount);
  if (basis === undefined) throw notEligible('basis');
  return Math.min(Math.floor((toMinor(basis) * reward.percent) / 100), toMinor(reward.max));
}

/**
 * Marketing grants a player the promotion's reward (issue 38): the promotion open now, the player eligible
 * (currency, VIP level, registration, frontend type), within the per-player limit and the budget cap. The reward
 * waits unclaimed in the player's list; claimed, it is credited through the ledger with its wagering opened at the
 * promotion's multiple (services/activity/rewards.ts). Audited in the same transaction.
 */
export async function grantPromotion(db: Db, actor: Actor, id: number, input: { playerId: number; basis?: string | undefined; reason: string }, now = new Date()) {
  const at = now.toISOString();
  const result = await inTransaction(db, async (trx) => {
    const activity = await trx.selectFrom('activities').selectAll().where('id', '=', id).executeTakeFirst();
    if (!activity) throw PromotionErrors.notFound();
    if (promotionState(activity, at) !== 'live') throw PromotionErrors.ended();
    const player = await trx.selectFrom('accounts').select(['id', 'currency', 'vip_name', 'register_date', 'user_type']).where('id', '=', input.playerId).executeTakeFirst();
    if (!player) throw domainError(STAFF_PLAYER_ERRORS.playerNotFound);
    const rules = eligibilityOf(activity);
    if (rules.currencies.length > 0 && !rules.currencies.includes(player.currency)) throw notEligible('currency');
    if (parseVipLevel(player.vip_name) < rules.minVipLevel) throw notEligible('vipLevel');
    if (rules.registeredWithinDays !== null && Date.parse(player.register_date) < now.getTime() - rules.registeredWithinDays * DAY_MS) throw notEligible('registered');
    if (rules.frontendType !== null && frontendTypeOf(player.user_type) !== rules.frontendType) throw notEligible('frontendType');
    const amount = rewardAmount(activity, input.basis);
    if (!(amount > 0)) throw notEligible('amount');
    await assertWithinLimits(trx, activity, player.id, amount);
    const inserted = await trx
      .insertInto('activity_rewards')
      .values({
        account_id: player.id, activity_code: activity.code, titles: activity.titles, currency: player.currency, amount, state: 'unclaimed', earned_at: at,
        expires_at: activity.end_time, claimed_at: null, reference: `staffGrant:${activity.id}:${randomBytes(9).toString('base64url')}`,
        wagering_multiple: activity.wagering_multiple,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await writeAudit(trx, actor, {
      action: 'promotion.grant', subjectType: 'player', subjectId: player.id,
      after: { promotion: activity.code, rewardId: inserted.id, amount: formatMinor(amount), currency: player.currency, wageringMultiple: activity.wagering_multiple, reason: input.reason },
    }, now);
    const { usedMinor: _used, ...usage } = await usageOf(trx, activity.code);
    return { rewardId: inserted.id, amount: formatMinor(amount), wageringMultiple: activity.wagering_multiple ?? WAGERING_MULTIPLES.activityReward, usage: usage satisfies PromotionUsage };
  });
  return result;
}

/** The players who joined a promotion (earned a reward), latest first. */
export async function promotionPlayers(db: Db, id: number, page: { page: number; size: number }) {
  const activity = await db.selectFrom('activities').select('code').where('id', '=', id).executeTakeFirst();
  if (!activity) throw PromotionErrors.notFound();
  const base = db.selectFrom('activity_rewards as r').innerJoin('accounts as a', 'a.id', 'r.account_id').where('r.activity_code', '=', activity.code);
  const total = await db.selectFrom('activity_rewards').where('activity_code', '=', activity.code).select((eb) => eb.fn.count<number | string>('account_id').distinct().as('n')).executeTakeFirstOrThrow();
  const rows = await base
    .groupBy(['r.account_id', 'a.username'])
    .select((eb) => [
      'r.account_id as playerId',
      'a.username as account',
      eb.fn.countAll<number | string>().as('rewards'),
      eb.fn.sum<number | string>('r.amount').as('granted'),
      eb.fn.sum<number | string>(eb.case().when('r.state', '=', 'claimed').then(eb.ref('r.amount')).else(0).end()).as('claimed'),
      eb.fn.max('r.earned_at').as('lastAt'),
    ])
    .orderBy('lastAt', 'desc')
    .orderBy('r.account_id', 'desc')
    .limit(page.size)
    .offset((page.page - 1) * page.size)
    .execute();
  return {
    total: Number(total.n),
    records: rows.map((r) => ({ playerId: r.playerId, account: r.account, rewards: Number(r.rewards), granted: formatMinor(Number(r.granted)), claimed: formatMinor(Number(r.claimed ?? 0)), lastAt: String(r.lastAt) })),
  };
}
