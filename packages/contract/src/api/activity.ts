import * as z from 'zod/mini';
import { endpoint } from '../endpoint';
import { lazySchema } from '../lazy';

// Not common.ts's: this module loads with the home page, and common.ts would bring its other schemas along.
const apiLanguage = z.enum(['TW', 'EN', 'TH']);

/** Activities area of SPEC 7 (so far the home page's float activity, SPEC 3). */

/** SPEC 3 Float activity, plus a title and a link so it can be a labelled link. Times are ISO-8601 UTC. */
export const floatActivityItem = lazySchema(() =>
  z.object({
    code: z.string(),
    title: z.string(),
    /** A small square picture on our server. */
    pcUrl: z.string(),
    /** An activity link: an absolute http(s) url or a path of the site (SPEC 2 Activity link opening). */
    link: z.string(),
    displayStartTime: z.string(),
    displayEndTime: z.string(),
  }),
);
export type FloatActivity = z.infer<typeof floatActivityItem>;

export const activityFloat = endpoint({
  id: 'activity.float',
  onBreak: 'read',
  method: 'GET',
  path: '/v1/activity/float',
  extension: true,
  query: z.object({ language: z.optional(apiLanguage) }),
  response: z.array(floatActivityItem),
  summary: 'Float activities shown now (display window includes the server time), by sort',
});

/** Every activity call; apps import the single endpoints so unused ones are tree-shaken. */
export const activityApi = {
  float: activityFloat,
} as const;
