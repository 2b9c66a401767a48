import { recordRangeProblem, type BetRecord } from '@site/contract';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { ApiLanguage } from '../../domain/language';
import { accountById } from '../accounts/accounts';
import { label } from '../labels';
import { renderContent } from '../demo-game/content';
import { formatMinor } from '../wallet/money';
import { GameErrors } from './errors';
import type { Page } from './lists';

type Db = Kysely<Database>;

export interface RecordFilter {
  startTime: string;
  endTime: string;
  gameType?: number | undefined;
  gameCode?: string | undefined;
  currency?: string | undefined;
  settleStatus?: 'unsettled' | 'settled' | undefined;
}

/** 020004 unless the range lies within the 90 days records can be viewed (SPEC 9). */
function range(filter: RecordFilter, now: number): { from: string; to: string } {
  const problem = recordRangeProblem(filter.startTime, filter.endTime, now);
  if (problem) throw GameErrors.recordRange(problem);
  return { from: new Date(filter.startTime).toISOString(), to: new Date(filter.endTime).toISOString() };
}

function filtered(db: Db, accountId: number, filter: RecordFilter, now: number) {
  const { from, to } = range(filter, now);
  let q = db
    .selectFrom('bet_records')
    .innerJoin('games', 'games.id', 'bet_records.game_id')
    .where('bet_records.account_id', '=', accountId)
    .where('bet_records.bet_time', '>=', from)
    .where('bet_records.bet_time', '<=', to);
  if (filter.gameType !== undefined) q = q.where('bet_records.game_type', '=', filter.gameType);
  if (filter.gameCode) q = q.where('bet_records.game_code', '=', filter.gameCode);
  if (filter.currency) q = q.where('bet_records.currency', '=', filter.currency);
  if (filter.settleStatus) q = q.where('bet_records.settle_status', '=', filter.settleStatus);
  return q;
}

const RESULTS = ['win', 'lose', 'draw', 'cancelled', 'repayout'] as const;

/** GET /v1/game/order/list (extension): bet records of the range, newest first, paged. */
export async function betRecords(db: Db, accountId: number, filter: RecordFilter, page: Page, lang: ApiLanguage, now = Date.now()) {
  const q = filtered(db, accountId, filter, now);
  const [rows, count] = await Promise.all([
    q
      .selectAll('bet_records')
      .select('games.names')
      .orderBy('bet_records.bet_time', 'desc')
      .orderBy('bet_records.id', 'desc')
      .limit(page.size)
      .offset((page.page - 1) * page.size)
      .execute(),
    q.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  const records: BetRecord[] = rows.map((r) => ({
    orderNo: r.order_no,
    content: renderContent(r.content, lang),
    betTime: r.bet_time,
    payoutTime: r.payout_time,
    totalBet: formatMinor(Number(r.total_bet)),
    validBet: formatMinor(Number(r.valid_bet)),
    profit: formatMinor(Number(r.profit)),
    refund: formatMinor(Number(r.refund)),
    expectedProfit: formatMinor(Number(r.expected_profit)),
    expectedReturn: formatMinor(Number(r.expected_return)),
    settleStatus: r.settle_status === 'settled' ? 'settled' : 'unsettled',
    result: (RESULTS as readonly string[]).includes(r.result ?? '') ? (r.result as BetRecord['result']) : null,
    gameCode: r.game_code,
    gameName: label(r.names, lang),
    gameType: r.game_type,
    channelCode: r.channel_code,
    subGameCode: r.sub_game_code,
    currency: r.currency,
    ratio: 1 / r.main_per_unit,
  }));
  return { records, total: Number(count.n) };
}

/** GET /v1/game/order/summary: totals of the range in the main currency (game points x main_per_unit). */
export async function betSummary(db: Db, accountId: number, filter: RecordFilter, now = Date.now()) {
  const currency = filter.currency ?? (await accountById(db, accountId)).currency;
  const row = await filtered(db, accountId, { ...filter, currency }, now)
    .select([
      (eb) => eb.fn.countAll<number | string>().as('n'),
      sql<number | string | null>`sum(bet_records.total_bet * bet_records.main_per_unit)`.as('total_bet'),
      sql<number | string | null>`sum(bet_records.valid_bet * bet_records.main_per_unit)`.as('valid_bet'),
      sql<number | string | null>`sum(bet_records.profit * bet_records.main_per_unit)`.as('profit'),
      sql<number | string | null>`sum(bet_records.refund * bet_records.main_per_unit)`.as('refund'),
    ])
    .executeTakeFirstOrThrow();
  return {
    currency,
    betCount: Number(row.n),
    totalBet: formatMinor(Number(row.total_bet ?? 0)),
    validBet: formatMinor(Number(row.valid_bet ?? 0)),
    profit: formatMinor(Number(row.profit ?? 0)),
    refund: formatMinor(Number(row.refund ?? 0)),
  };
}
