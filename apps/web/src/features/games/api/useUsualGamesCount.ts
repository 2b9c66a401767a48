import { useUsualGames } from './usual';

/**
 * How many usual (frequently played) games the player has: the header's usual
 * tab shows only when there are some. Visitors have none (SPEC 6).
 */
export function useUsualGamesCount(): number {
  return useUsualGames().data?.length ?? 0;
}
