// What a running time-out or self-exclusion means for each endpoint of the contract (DESIGN: "each endpoint
// declares ... what a running time-out or self-exclusion means for it; the server enforces both before the
// handler, and a test fails on an endpoint that declares nothing"). Issue 33; issue 35 moved each rule into its
// endpoint's declaration (`onBreak`), so an endpoint is declared once: this file reads them and says how a
// conditional rule is read. The server's route registration (apps/server/src/http/break-gate.ts) enforces them
// before every handler, with the player's running break (services/protection/breaks.ts); a test there walks
// `allEndpoints` and fails on a player's endpoint that declares nothing.
import { allEndpoints } from './api/registry';
import type { BreakCondition, BreakRule } from './break-rule';
import type { Endpoint } from './endpoint';

export type { BreakCondition, BreakRefusalName, BreakRule } from './break-rule';

/** Which calls of a conditional rule are refused, read from the endpoint's parsed input. */
export const BREAK_CONDITIONS: Readonly<Record<BreakCondition, (input: { body: unknown; query: unknown }) => boolean>> = {
  /** wallet.transfer into a game wallet; out of one, back to 'main', stays open. */
  toGameWallet: ({ body }) => typeof body === 'object' && body !== null && (body as { to?: unknown }).to !== 'main',
};

/** Every endpoint's rule, by id (read from the declarations): what a running time-out or self-exclusion means for it. */
export const BREAK_POLICY: Readonly<Record<string, BreakRule>> = Object.fromEntries(
  allEndpoints.flatMap((e) => (e.onBreak === undefined ? [] : [[e.id, e.onBreak] as const])),
);

/** The endpoint's rule, or undefined when it declares none (the server refuses to register such a player's route). */
export function breakRuleOf(endpoint: Pick<Endpoint, 'onBreak'>): BreakRule | undefined {
  return endpoint.onBreak;
}
