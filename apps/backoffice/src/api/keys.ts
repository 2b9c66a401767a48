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
  players: () => ['players'] as const,
  player: (playerId: number) => ['players', playerId] as const,
  dashboard: () => ['dashboard'] as const,
};
