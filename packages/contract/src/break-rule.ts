// What a running time-out or self-exclusion means for an endpoint (issue 33): the rule's shape. Each endpoint
// declares its rule in its own declaration (`onBreak`, endpoint.ts), so a new endpoint is written in one place
// (issue 35); break-policy.ts reads them all.
import type { BREAK_REFUSAL_CODES } from './codes/protection-exclusion';

/** A refusal code's name: the reply is 403 with BREAK_REFUSAL_CODES[name] and data { kind, until }. */
export type BreakRefusalName = keyof typeof BREAK_REFUSAL_CODES;

/**
 * When a refusal applies to only some calls of an endpoint, the condition on its (parsed) input that
 * makes a call refused; BREAK_CONDITIONS says how each is read.
 */
export type BreakCondition = 'toGameWallet';

/**
 * - 'read': answers what is there, changes nothing of the player's: open during a break.
 * - 'allowed': changes something, but nothing that brings money to play or to a bonus (a withdrawal, a
 *   transfer back to the main wallet, sign-in, the account's and the protection's settings): open.
 * - { refused }: brings money to play or to a bonus (game launches and bets, deposits and paying a
 *   deposit order, transfers into a game wallet, promotion joins, reward claims, VIP exchanges): refused
 *   with that code while a break runs; with `when`, only the calls that meet the condition.
 */
export type BreakRule = 'read' | 'allowed' | { readonly refused: BreakRefusalName; readonly when?: BreakCondition };
