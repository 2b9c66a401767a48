import { definePages } from '../../shared/routing/page';

const NS = 'games';
const LOBBY = '/game/lobby/:gameType?/:channelCode?/:platformGameCode?';

export const GAMES_PAGES = definePages({
  favorite: { path: '/favorite', needsLogin: true, playerMenu: 'favorites', load: () => import('./pages/FavoritePage'), namespaces: NS },
  prepare: { path: '/ccGamePreparePage', load: () => import('./pages/GamePreparePage'), namespaces: NS, flags: { header: false, footer: false, goTop: false } },
  games: { path: '/game', redirect: '/game/lobby' },
  lobby: { path: LOBBY, name: 'Lobby', load: () => import('./pages/LobbyPage'), namespaces: NS, query: ['platformGameCode', 'channelCode'], serverRendered: true },
  game: { path: '/game/play/:gameId', name: 'Game', load: () => import('./pages/GamePage'), namespaces: NS, sample: { gameId: '1' } },
  sports: { path: '/sports', name: 'Sports', redirect: '/game/lobby/1' },
});
