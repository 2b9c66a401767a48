import { pathsOf } from '../../shared/routing/page';
import { VIP_PAGES } from './pages';

/** Public (eslint.config.js): other features link here through these builders only. */
export const vipPaths = pathsOf(VIP_PAGES);
