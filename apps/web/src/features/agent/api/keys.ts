/**
 * Query keys of the agent backend: apart from the player's session keys (a player's logout
 * does not forget them; the agent's logout removes `agentKeys.all`).
 */
export const agentKeys = {
  all: ['agent'] as const,
  profile: () => ['agent', 'profile'] as const,
  dashboard: (month: string | null) => ['agent', 'dashboard', month] as const,
  series: () => ['agent', 'series'] as const,
  members: () => ['agent', 'members'] as const,
  memberPage: (filter: object) => ['agent', 'members', filter] as const,
  member: (memberId: number, month: string | null) => ['agent', 'member', memberId, month] as const,
  statements: () => ['agent', 'statements'] as const,
  statement: (month: string) => ['agent', 'statement', month] as const,
};

/** Members per page. */
export const AGENT_MEMBERS_PAGE_SIZE = 20;
