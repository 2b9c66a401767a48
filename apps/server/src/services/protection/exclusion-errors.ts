import { BREAK_REFUSAL_CODES, BREAK_SETTING_ERROR_CODES, type BreakRefusal } from '@site/contract';
import { DomainError } from '../../domain/errors';

/** What a running time-out or self-exclusion refuses (contract codes/protection-exclusion.ts). */
export type BreakGuarded = keyof typeof BREAK_REFUSAL_CODES;

/** Issue 20's exclusion refusals (db/seed/catalogue-protection-exclusion.ts words them). */
export const ExclusionErrors = {
  gameLaunch: (data: BreakRefusal) => new DomainError(403, BREAK_REFUSAL_CODES.gameLaunch, data),
  bet: (data: BreakRefusal) => new DomainError(403, BREAK_REFUSAL_CODES.bet, data),
  deposit: (data: BreakRefusal) => new DomainError(403, BREAK_REFUSAL_CODES.deposit, data),
  promotionJoin: (data: BreakRefusal) => new DomainError(403, BREAK_REFUSAL_CODES.promotionJoin, data),
  rewardClaim: (data: BreakRefusal) => new DomainError(403, BREAK_REFUSAL_CODES.rewardClaim, data),
  vipExchange: (data: BreakRefusal) => new DomainError(403, BREAK_REFUSAL_CODES.vipExchange, data),
  transferToGame: (data: BreakRefusal) => new DomainError(403, BREAK_REFUSAL_CODES.transferToGame, data),
  passwordWrong: () => new DomainError(400, BREAK_SETTING_ERROR_CODES.passwordWrong),
  notLonger: (data: BreakRefusal) => new DomainError(409, BREAK_SETTING_ERROR_CODES.notLonger, data),
  excluded: (data: BreakRefusal) => new DomainError(409, BREAK_SETTING_ERROR_CODES.excluded, data),
} as const;
