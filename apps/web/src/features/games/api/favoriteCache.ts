import type { QueryClient } from '@tanstack/react-query';
import { gameKeys } from './keys';

export type FavoriteKind = 'game' | 'subGame';

function isTarget(value: Record<string, unknown>, kind: FavoriteKind, id: number): boolean {
  if (value.id !== id || typeof value.isFavorite !== 'boolean') return false;
  return kind === 'subGame' ? typeof value.subGameCode === 'string' : typeof value.gameStatus === 'number';
}

/**
 * Returns `value` with isFavorite set on every game (or sub-game) of that id,
 * at any depth: plain lists, paged {records,total}, infinite {pages}, search
 * {gameList, subGameList} and home favourites {game, subGame}. Untouched parts
 * keep their identity, so only the lists holding the item re-render.
 */
export function patchFavorite<T>(value: T, kind: FavoriteKind, id: number, isFavorite: boolean): T {
  if (Array.isArray(value)) {
    let changed = false;
    const next = value.map((item: unknown) => {
      const patched = patchFavorite(item, kind, id, isFavorite);
      if (patched !== item) changed = true;
      return patched;
    });
    return (changed ? next : value) as T;
  }
  if (value === null || typeof value !== 'object') return value;
  const record = value as Record<string, unknown>;
  let changed = false;
  const next: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(record)) {
    const patched = patchFavorite(item, kind, id, isFavorite);
    if (patched !== item) changed = true;
    next[key] = patched;
  }
  if (isTarget(record, kind, id) && record.isFavorite !== isFavorite) {
    next.isFavorite = isFavorite;
    changed = true;
  }
  return (changed ? next : value) as T;
}

/** Every cached list of the games feature shows the new state at once. */
export function setFavoriteInCaches(client: QueryClient, kind: FavoriteKind, id: number, isFavorite: boolean): void {
  client.setQueriesData({ queryKey: gameKeys.all }, (data: unknown) => (data === undefined ? data : patchFavorite(data, kind, id, isFavorite)));
}
