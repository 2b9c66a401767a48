import { pathsOf } from '../../shared/routing/page';
import { GAMES_PAGES } from './pages';

/** Public (eslint.config.js): other features link here through these builders only. */
export const gamesPaths = pathsOf(GAMES_PAGES);
