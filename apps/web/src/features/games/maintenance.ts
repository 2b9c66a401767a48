import type { TFunction } from '../../shared/i18n/translator';
import { formatLocalDateTime } from '../../shared/utils/time';

function local(iso: string | null): string {
  if (!iso) return '';
  const at = new Date(iso);
  return Number.isNaN(at.getTime()) ? '' : formatLocalDateTime(at);
}

/** 遊戲預計維護時間 YYYY/MM/DD HH:mm:ss ~ YYYY/MM/DD HH:mm:ss (SPEC 4, 9; local time). */
export function maintenanceText(t: TFunction, game: { maintainStartTime: string | null; maintainEndTime: string | null }): string {
  const start = local(game.maintainStartTime);
  const end = local(game.maintainEndTime);
  if (!start && !end) return t('games:maintenance.now');
  return t('games:maintenance.window', { start, end }).trim();
}
