import { requiredTurnover, WAGERING_MULTIPLES, type ActivityReward } from '@site/contract';
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/schema';
import type { ActivityRewardsTable } from '../../db/schema-activity';
import type { ApiLanguage } from '../../domain/language';
import { pokeAccount } from '../events/poke';
import { openRequirement } from '../fund/wagering';
import { label } from '../labels';
import { idempotent } from '../wallet/idempotency';
import { lockWallets, MAIN, move, walletAccountId } from '../wallet/ledger';
import { formatMinor } from '../wallet/money';
import { ActivityErrors } from './errors';
import { refuseLinkedRewardClaim } from '../risk/guards';
import { assertWithinLimits } from '../promotions/admin-grant';
import { inTransaction } from '../staff/audit';

type Db = Kysely<Database>;
type Row = Selectable<ActivityRewardsTable>;

function stateOf(r: Row, now: string): ActivityReward['state'] {
  if (r.state === 'claimed') return 'claimed';
  return r.expires_at !== null && r.expires_at <= now ? 'expired' : 'unclaimed';
}

function toReward(r: Row, lang: ApiLanguage, now: string): ActivityReward {
  return {
    id: r.id,
    activityCode: r.activity_code,
    activityTitle: label(r.titles, lang),
    amount: formatMinor(Number(r.amount)),
    currency: r.currency,
    state: stateOf(r, now),
    earnedAt: r.earned_at,
    expiresAt: r.expires_at,
    wageringMultiple: multipleOf(r),
    wageringRequired: formatMinor(requiredTurnover(Number(r.amount), multipleOf(r))),
  };
}

/** The reward's wagering multiple (issue 17): its promotion's own, else the default for promotion rewards. */
const multipleOf = (r: Row) => r.wagering_multiple ?? WAGERING_MULTIPLES.activityReward;

/** GET /v1/activity/reward/unclaimed/list: the player's rewards not claimed and not expired, newest first. */
export async function unclaimedRewards(db: Db, accountId: number, lang: ApiLanguage, now = new Date().toISOString()): Promise<ActivityReward[]> {
  const rows = await db
    .selectFrom('activity_rewards')
    .selectAll()
    .where('account_id', '=', accountId)
    .where('state', '=', 'unclaimed')
    .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', now)]))
    .orderBy('earned_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map((r) => toReward(r, lang, now));
}

/**
 * POST /v1/activity/reward/{id}/claim: in one transaction keyed by the
 * Idempotency-Key, marks the reward claimed and credits its amount to the
 * main wallet as a bonus ledger entry (reference activityReward:<id>). A
 * claimed or expired reward is refused and nothing moves; the balance poke
 * goes out after the commit.
 */
export async function claimReward(db: Db, accountId: number, rewardId: number, key: string, lang: ApiLanguage): Promise<{ reward: ActivityReward; balance: string }> {
  await refuseLinkedRewardClaim(db, accountId, rewardId);
  const result = await idempotent(db, { accountId, key, scope: 'activity.rewardClaim', request: { rewardId } }, async (trx) => {
    const now = new Date().toISOString();
    const row = await trx.selectFrom('activity_rewards').selectAll().where('id', '=', rewardId).where('account_id', '=', accountId).executeTakeFirst();
    if (!row) throw ActivityErrors.rewardNotFound();
    const state = stateOf(row, now);
    if (state === 'claimed') throw ActivityErrors.rewardClaimed();
    if (state === 'expired') throw ActivityErrors.rewardExpired();
    const done = await trx
      .updateTable('activity_rewards')
      .set({ state: 'claimed', claimed_at: now })
      .where('id', '=', row.id)
      .where('state', '=', 'unclaimed')
      .executeTakeFirst();
    if (Number(done.numUpdatedRows) !== 1) throw ActivityErrors.rewardClaimed();
    const walletId = await walletAccountId(trx, accountId, row.currency, MAIN, now);
    await lockWallets(trx, [walletId]);
    const balance = await move(trx, { walletId, amount: Number(row.amount), kind: 'bonus', reference: `activityReward:${row.id}`, idempotencyKey: key, label: MAIN }, now);
    const wagering = { source: 'activityReward' as const, reference: `activityReward:${row.id}`, multiple: multipleOf(row), titles: row.titles };
    await openRequirement(trx, { accountId, currency: row.currency, amount: Number(row.amount), ...wagering }, now);
    return { reward: toReward({ ...row, state: 'claimed', claimed_at: now }, lang, now), balance: formatMinor(balance) };
  });
  pokeAccount(accountId, 'balance');
  return result;
}

export interface GrantInput {
  accountId: number;
  activityCode: string;
  /** Minor units, above zero. */
  amount: number;
  currency: string;
  expiresAt: string | null;
  /** Makes the grant idempotent: a second grant with the same reference changes nothing. */
  reference: string;
}

/** An operator's grant (npm run ops -- activity-reward ...): the activity must exist for the brand. Returns false when the reference was used. */
export async function grantReward(db: Db, brand: string, input: GrantInput, now = new Date().toISOString()): Promise<boolean> {
  const activity = await db.selectFrom('activities').selectAll().where('brand', '=', brand).where('code', '=', input.activityCode).executeTakeFirst();
  if (!activity) throw ActivityErrors.notFound(input.activityCode);
  const used = await db.selectFrom('activity_rewards').select('id').where('reference', '=', input.reference).executeTakeFirst();
  if (used) return false;
  // The promotion's per-player limit and budget cap hold for an operator's grant too (issue 38).
  return inTransaction(db, async (trx) => {
    await assertWithinLimits(trx, activity, input.accountId, input.amount);
    const inserted = await trx
      .insertInto('activity_rewards')
      .values({
        account_id: input.accountId,
        activity_code: input.activityCode,
        titles: activity.titles,
        currency: input.currency,
        amount: input.amount,
        state: 'unclaimed',
        earned_at: now,
        expires_at: input.expiresAt,
        claimed_at: null,
        reference: input.reference,
        wagering_multiple: activity.wagering_multiple,
      })
      .onConflict((oc) => oc.column('reference').doNothing())
      .returning('id')
      .executeTakeFirst();
    return inserted !== undefined;
  });
}
