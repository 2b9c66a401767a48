import { AGENT_TIERS, type AgentTier } from '@site/contract';

/**
 * Our tier rules (issue 21; recorded in docs/decisions.md "Issue 21: agent server"). SPEC 1 names the tiers
 * and SPEC 327 says tiers are reviewed every quarter; the figures are ours:
 *
 * - a tier is held by a quarter whose AVERAGE active members a month (floor of the three months' sum / 3)
 *   reaches its `minAverage`; the review moves an agent to the highest tier its quarter reaches (up or
 *   down, one review may move several tiers), never below partner;
 * - an agent inside its 3-month support window is never demoted (it may be promoted);
 * - the commission rate is the tier's, in basis points, on the month's positive net result.
 */
export const TIER_RULES: Record<AgentTier, { minAverage: number; rateBp: number }> = {
  partner: { minAverage: 0, rateBp: 2000 },
  senior: { minAverage: 10, rateBp: 2500 },
  vip: { minAverage: 20, rateBp: 3000 },
  exclusive: { minAverage: 40, rateBp: 3500 },
  diamond: { minAverage: 80, rateBp: 4000 },
};

export function isAgentTier(text: string): text is AgentTier {
  return (AGENT_TIERS as readonly string[]).includes(text);
}

/** A stored tier, partner when unknown. */
export function tierOf(text: string): AgentTier {
  return isAgentTier(text) ? text : 'partner';
}

/** The rate as the wire shows it: 2500 -> '25', 2250 -> '22.5'. */
export function ratePercent(rateBp: number): string {
  return String(rateBp / 100);
}

export function nextTier(tier: AgentTier): AgentTier | null {
  const i = AGENT_TIERS.indexOf(tier);
  return AGENT_TIERS[i + 1] ?? null;
}

/** The highest tier a quarter's average reaches. */
export function tierForAverage(average: number): AgentTier {
  let best: AgentTier = 'partner';
  for (const t of AGENT_TIERS) if (average >= TIER_RULES[t].minAverage) best = t;
  return best;
}

/** The review's decision: the tier the average reaches, but no demotion inside the support window. */
export function reviewedTier(current: AgentTier, average: number, inSupport: boolean): AgentTier {
  const reached = tierForAverage(average);
  if (inSupport && AGENT_TIERS.indexOf(reached) < AGENT_TIERS.indexOf(current)) return current;
  return reached;
}

/** Commission in minor units: the rate on a positive net result, rounded down to the cent; 0 otherwise. */
export function commissionOf(netResult: number, rateBp: number, eligible: boolean): number {
  if (!eligible || netResult <= 0) return 0;
  return Math.floor((netResult * rateBp) / 10_000);
}
