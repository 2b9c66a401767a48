import type { TFunction } from '../../shared/i18n/translator';

/** SPEC 1: 1 sports, 2 live dealer, 3 e-sports, 4 lottery, 5 chess and cards, 6 slots, 7 fishing. */
export const GAME_TYPE_NUMBERS = [1, 2, 3, 4, 5, 6, 7] as const;

/** Clicking the slots tab opens the lobby on channel KT (SPEC 2). */
export const DEFAULT_CHANNEL_BY_TYPE: Readonly<Record<number, string>> = { 6: 'KT' };

export function isGameTypeNumber(value: unknown): value is (typeof GAME_TYPE_NUMBERS)[number] {
  return typeof value === 'number' && (GAME_TYPE_NUMBERS as readonly number[]).includes(value);
}

/** The translated name of a game type (common namespace), the server's name as a fallback. */
export function gameTypeLabel(t: TFunction, type: number, serverName?: string): string {
  return isGameTypeNumber(type) ? t(`common:gameType.${type}`) : (serverName ?? String(type));
}
