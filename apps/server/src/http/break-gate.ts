import { BREAK_CONDITIONS, breakRuleOf } from '@site/contract/break-policy';
import type { Endpoint } from '@site/contract';
import type { Kysely } from 'kysely';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../db/schema';
import { assertNoBreak } from '../services/protection/breaks';

/** The player a time-out or self-exclusion is checked for on a route without a player session (the game window's calls). */
export type BreakPlayer = (request: FastifyRequest) => Promise<number>;

/** Runs before the handler, once the input has passed the contract: throws the endpoint's refusal while a break runs. */
export type BreakCheck = (request: FastifyRequest, input: { query: unknown; body: unknown }) => Promise<void>;

/**
 * The one place the contract's break policy (each endpoint's `onBreak`, read by packages/contract/src/break-policy.ts; issue 33) is enforced:
 * made once when a route is registered, it answers the check its handler runs behind, or undefined when
 * the endpoint is open during a break ('read', 'allowed') or names no player. A player's endpoint
 * (`auth: true`, or a route given `player`) that declares nothing is a programming error: registration
 * throws, so the app does not start with a hole in the policy. A refusal asks the running break
 * (services/protection/breaks.ts) and answers 403 with the rule's code and { kind, until }.
 */
export function breakCheck(db: Kysely<Database>, endpoint: Endpoint, player?: BreakPlayer): BreakCheck | undefined {
  const rule = breakRuleOf(endpoint);
  const named = endpoint.auth === true || player !== undefined;
  if (rule === undefined) {
    if (named) throw new Error(`${endpoint.id} says nothing about a running time-out or self-exclusion: declare its onBreak in its endpoint (packages/contract/src/break-rule.ts)`);
    return undefined;
  }
  if (rule === 'read' || rule === 'allowed') return undefined;
  const accountOf: BreakPlayer | undefined = endpoint.auth === true ? async (request) => request.session?.accountId ?? 0 : player;
  if (!accountOf) throw new Error(`${endpoint.id} is refused during a break but names no player: it needs auth: true, or the route's breakPlayer option`);
  const applies = rule.when === undefined ? undefined : BREAK_CONDITIONS[rule.when];
  return async (request, input) => {
    if (applies && !applies(input)) return;
    const accountId = await accountOf(request);
    if (accountId > 0) await assertNoBreak(db, accountId, rule.refused);
  };
}
