import * as z from 'zod/mini';
import { endpoint } from '../endpoint';

const apiLanguage = z.enum(['TW', 'EN', 'TH']);

/**
 * One sponsorship (SPEC 2 "Sponsor list"): id, title, subtitle, partnerSubtitle,
 * imageName and the detail paragraphs. `image` (ours) is the picture's url.
 */
export const sponsorItem = z.object({
  id: z.number(),
  title: z.string(),
  subtitle: z.string(),
  partnerSubtitle: z.string(),
  imageName: z.string(),
  image: z.string(),
  detail: z.array(z.string()),
});

const languageQuery = z.object({ language: z.optional(apiLanguage) });

/** GET /v1/content/sponsor/list: the sponsors (SPONSOR_COUNT of them) in the language asked for. */
export const contentSponsorList = endpoint({
  id: 'content.sponsorList',
  onBreak: 'read',
  method: 'GET',
  path: '/v1/content/sponsor/list',
  extension: true,
  query: languageQuery,
  response: z.array(sponsorItem),
  summary: 'Sponsors (clubs, leagues, teams) with their pictures and detail paragraphs',
});

/** GET /v1/content/sponsor/{id}: one sponsor; an unknown id is 404 / 071001. */
export const contentSponsorDetail = endpoint({
  id: 'content.sponsorDetail',
  onBreak: 'read',
  method: 'GET',
  path: '/v1/content/sponsor/{id}',
  extension: true,
  query: languageQuery,
  response: sponsorItem,
  summary: 'One sponsor by id',
});

/** The content calls; apps import the single endpoints so unused ones are tree-shaken. */
export const contentApi = { sponsorList: contentSponsorList, sponsorDetail: contentSponsorDetail } as const;

export { CONTENT_ERROR_CODES } from '../codes/content';
