/**
 * Every query key of the back office, in one place: mutations invalidate by the same keys.
 * Keys start with the area so that one invalidation covers an area's lists ('queues', 'players', …).
 */
export const keys = {
  me: () => ['me'] as const,
  staff: () => ['staff'] as const,
  staffList: (page: number, size: number) => ['staff', 'list', page, size] as const,
  audit: () => ['audit'] as const,
  auditList: (filters: Record<string, unknown>) => ['audit', 'list', filters] as const,
  queues: () => ['queues'] as const,
  queue: (kind: string, filters: Record<string, unknown>) => ['queues', kind, filters] as const,
  /** Each queue's length, as the staff stream last said it (app/useStaffStream.ts); not under 'queues': nothing fetches it. */
  queueCounts: () => ['queueCounts'] as const,
  players: () => ['players'] as const,
  player: (playerId: number) => ['players', playerId] as const,
  playerSearch: (filters: Record<string, unknown>) => ['players', 'search', filters] as const,
  /** One part of a player's file (file, ledger, records, standing, notes) and its filters. */
  playerPart: (playerId: number, part: string, filters: Record<string, unknown> = {}) => ['players', playerId, part, filters] as const,
  restrictionWords: (language: string) => ['players', 'restrictionWords', language] as const,
  adjustments: () => ['players', 'adjustments'] as const,
  adjustmentList: (filters: Record<string, unknown>) => ['players', 'adjustments', filters] as const,
  dashboard: () => ['dashboard'] as const,
  risk: () => ['risk'] as const,
  /** One risk list (harm, withheld, linked, interactions) and its filters. */
  riskPart: (part: string, filters: Record<string, unknown> = {}) => ['risk', part, filters] as const,
  /** Content and promotions (issue 38): the area alone (every list, for invalidation), or one list and its filters. */
  area: (area: 'content' | 'promotions', part?: string, filters: Record<string, unknown> = {}) => (part === undefined ? [area] : [area, part, filters]) as readonly unknown[],
  /** One report (summary, providers, agents, retention) and its filters. */
  report: (part: string, filters: Record<string, unknown>) => ['reports', part, filters] as const,
  /** The games catalogue, its providers and the site's maintenance window (issue 38). */
  catalogue: () => ['catalogue'] as const,
  cataloguePart: (part: string, filters: Record<string, unknown> = {}) => ['catalogue', part, filters] as const,
  vipConfig: () => ['vipConfig'] as const,
};
