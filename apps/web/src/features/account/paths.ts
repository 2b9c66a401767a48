import { pathsOf } from '../../shared/routing/page';
import { ACCOUNT_PAGES } from './pages';

/** Public (eslint.config.js): other features link here through these builders only. */
export const accountPaths = pathsOf(ACCOUNT_PAGES);
