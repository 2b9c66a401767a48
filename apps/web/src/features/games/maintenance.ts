import type { TFunction } from '../../shared/i18n/translator';
import { formatLocalDateTime } from '../../shared/utils/time';

function local(iso: string | null): string {
  if (!iso) return '';
  const at = new Date(iso);
  return Number.isNaN(at.getTime()) ? '' : formatLocalDateTime(at);
}

/**
 * 遊戲預計維護時間 YYYY/MM/DD HH:mm:ss ~ YYYY/MM/DD HH:mm:ss (SPEC 4, 9; local time). The window is the
 * player's local time, which only the browser knows: until the page is its own (`hydrated`, see
 * useHydrated) it says 遊戲維護中 (a server-rendered lobby, in the server's zone, would not match).
 */
export function maintenanceText(t: TFunction, game: { maintainStartTime: string | null; maintainEndTime: string | null }, hydrated = true): string {
  if (!hydrated) return t('games:maintenance.now');
  const start = local(game.maintainStartTime);
  const end = local(game.maintainEndTime);
  if (!start && !end) return t('games:maintenance.now');
  return t('games:maintenance.window', { start, end }).trim();
}
