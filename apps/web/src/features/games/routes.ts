import { lazyPage } from '../../shared/i18n';

const NS = 'games';

export const gamesPages = {
  lobby: lazyPage(() => import('./pages/LobbyPage'), NS),
  favorite: lazyPage(() => import('./pages/FavoritePage'), NS),
  game: lazyPage(() => import('./pages/GamePage'), NS),
  prepare: lazyPage(() => import('./pages/GamePreparePage'), NS),
};
