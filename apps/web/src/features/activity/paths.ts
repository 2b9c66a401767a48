import { pathsOf } from '../../shared/routing/page';
import { ACTIVITY_PAGES } from './pages';

/** Public (eslint.config.js): other features link here through these builders only. */
export const activityPaths = {
  ...pathsOf(ACTIVITY_PAGES),
  /** The entry screen framing one of our activity pages (an empty url is kept: the screen says so). */
  entry: (url: string) => `${ACTIVITY_PAGES.entry.path}?${new URLSearchParams({ url }).toString()}`,
};
