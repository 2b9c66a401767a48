import type { ApiLanguage } from '../../domain/language';
import type { Db } from './common';
import { progressOf, type Progress } from './wagering';

/**
 * SPEC 9 withdrawal turnover, with issue 17's wagering: required = the sum of
 * the open requirements (each deposit 1x, each bonus, reward, rebate and
 * coupon exchange its multiple; services/fund/wagering.ts); done = the
 * qualifying valid turnover given to them, each counting only bets made after
 * it began; remaining = required - done. Minor units, with the requirements.
 */
export async function turnoverOf(db: Db, accountId: number, currency: string, lang?: ApiLanguage): Promise<Progress> {
  return progressOf(db, accountId, currency, lang);
}
