import { defineAddresses, pathsOf } from '../../shared/routing/page';

/** The games pages' addresses; pages.ts adds what each page loads (shared/routing/page.ts, PageAddress). */
export const GAMES_ADDRESSES = defineAddresses({
  favorite: { path: '/favorite' },
  prepare: { path: '/ccGamePreparePage' },
  games: { path: '/game' },
  lobby: { path: '/game/lobby/:gameType?/:channelCode?/:platformGameCode?', name: 'Lobby', query: ['platformGameCode', 'channelCode'] },
  game: { path: '/game/play/:gameId', name: 'Game' },
  sports: { path: '/sports', name: 'Sports' },
});

/** Public (eslint.config.js): other features link here through these builders only. */
export const gamesPaths = pathsOf(GAMES_ADDRESSES);
