import { BREAK_REFUSAL_ERRORS, BREAK_SETTING_ERRORS, type BreakRefusal } from '@site/contract';
import { domainError } from '../../domain/errors';

/** What a running time-out or self-exclusion refuses (contract codes/protection-exclusion.ts). */
export type BreakGuarded = keyof typeof BREAK_REFUSAL_ERRORS;

/** Issue 20's exclusion refusals (the contract's declarations word each). */
export const ExclusionErrors = {
  gameLaunch: (data: BreakRefusal) => domainError(BREAK_REFUSAL_ERRORS.gameLaunch, data),
  bet: (data: BreakRefusal) => domainError(BREAK_REFUSAL_ERRORS.bet, data),
  deposit: (data: BreakRefusal) => domainError(BREAK_REFUSAL_ERRORS.deposit, data),
  promotionJoin: (data: BreakRefusal) => domainError(BREAK_REFUSAL_ERRORS.promotionJoin, data),
  rewardClaim: (data: BreakRefusal) => domainError(BREAK_REFUSAL_ERRORS.rewardClaim, data),
  vipExchange: (data: BreakRefusal) => domainError(BREAK_REFUSAL_ERRORS.vipExchange, data),
  transferToGame: (data: BreakRefusal) => domainError(BREAK_REFUSAL_ERRORS.transferToGame, data),
  passwordWrong: () => domainError(BREAK_SETTING_ERRORS.passwordWrong),
  notLonger: (data: BreakRefusal) => domainError(BREAK_SETTING_ERRORS.notLonger, data),
  excluded: (data: BreakRefusal) => domainError(BREAK_SETTING_ERRORS.excluded, data),
} as const;
