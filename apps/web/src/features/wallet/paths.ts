import { pathsOf } from '../../shared/routing/page';
import { WALLET_PAGES } from './pages';

/** Public (eslint.config.js): other features link here through these builders only. */
export const walletPaths = pathsOf(WALLET_PAGES);
