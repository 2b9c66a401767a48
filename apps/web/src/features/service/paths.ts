import { pathsOf } from '../../shared/routing/page';
import { SERVICE_PAGES } from './pages';

/** Public (eslint.config.js): other features link here through these builders only. */
export const servicePaths = pathsOf(SERVICE_PAGES);
