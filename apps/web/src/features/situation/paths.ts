import { pathsOf } from '../../shared/routing/page';
import { SITUATION_PAGES } from './pages';

/** Public (eslint.config.js): other features link here through these builders only. */
export const situationPaths = pathsOf(SITUATION_PAGES);
