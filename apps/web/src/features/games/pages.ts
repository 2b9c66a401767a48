import { definePages } from '../../shared/routing/page';
import { GAMES_ADDRESSES as at } from './paths';

const NS = 'games';

export const GAMES_PAGES = definePages({
  favorite: { ...at.favorite, needsLogin: true, playerMenu: 'favorites', load: () => import('./pages/FavoritePage'), namespaces: NS },
  prepare: { ...at.prepare, load: () => import('./pages/GamePreparePage'), namespaces: NS, flags: { header: false, footer: false, goTop: false } },
  games: { ...at.games, redirect: '/game/lobby' },
  lobby: { ...at.lobby, load: () => import('./pages/LobbyPage'), namespaces: NS, serverRendered: true },
  game: { ...at.game, load: () => import('./pages/GamePage'), namespaces: NS, sample: { gameId: '1' } },
  sports: { ...at.sports, redirect: '/game/lobby/1' },
});
