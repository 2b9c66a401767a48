import { pathsOf } from '../../shared/routing/page';
import { ABOUT_US_NAMED, CONTENT_PAGES } from './pages';

/** Public (eslint.config.js): other features link here through these builders only. */
export const contentPaths = {
  ...pathsOf(CONTENT_PAGES),
  ...pathsOf(ABOUT_US_NAMED),
  aboutUsSection: (section: string) => `${CONTENT_PAGES.aboutUs.path}/${section}`,
  gameRule: (rule: string) => `${CONTENT_PAGES.gameRule.path}/${rule}`,
};
