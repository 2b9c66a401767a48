import { pathsOf } from '../../shared/routing/page';
import { HOME_PAGES } from './pages';

/** Public (eslint.config.js): other features link here through these builders only. */
export const homePaths = pathsOf(HOME_PAGES);
