import { pathsOf } from '../../shared/routing/page';
import { PROTECTION_PAGES } from './pages';

/** Public (eslint.config.js): other features link here through these builders only. */
export const protectionPaths = pathsOf(PROTECTION_PAGES);
