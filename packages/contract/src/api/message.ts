import * as z from 'zod/mini';
import { endpoint } from '../endpoint';

// Not common.ts's: this module loads with the home page, and common.ts would bring its other schemas along.
const apiLanguage = z.enum(['TW', 'EN', 'TH']);

/** Messages area of SPEC 7: the login advert's dialog list (SPEC 3 Dialog items, SPEC 4 Login advert). */

/**
 * What a dialog item is about; the client picks the destination from it:
 * unread notices, promotions, rewards to claim, the first-deposit offer.
 */
export const DIALOG_CONTENTS = ['unreadNotice', 'promos', 'bonus', 'firstDeposit'] as const;
export type DialogContent = (typeof DIALOG_CONTENTS)[number];

/** Recharge is hidden for frontend type 2 (SPEC 6), so these never reach it. */
export const RECHARGE_DIALOG_CONTENTS: readonly DialogContent[] = ['bonus', 'firstDeposit'];

export const dialogItem = z.object({
  id: z.number(),
  title: z.string(),
  /** A 750x300 picture on our server. */
  image: z.string(),
  /** An activity link overriding the content's destination; '' for none. */
  link: z.string(),
  sort: z.number(),
  detail: z.object({ content: z.enum(DIALOG_CONTENTS) }),
});
export type DialogItem = z.infer<typeof dialogItem>;

/** Frontend type 1 or 2 in a query string, or a number; the server sees a number. */
export const queryFrontendType = z.pipe(
  z.union([z.enum(['1', '2']), z.literal(1), z.literal(2)]),
  z.transform((v: '1' | '2' | 1 | 2): 1 | 2 => (Number(v) === 2 ? 2 : 1)),
);

export const messageDialogList = endpoint({
  id: 'message.dialogList',
  method: 'GET',
  path: '/v2/message/dialog/list',
  query: z.object({ language: z.optional(apiLanguage), frontendType: z.optional(queryFrontendType) }),
  response: z.array(dialogItem),
  summary:
    'Login advert dialog items by sort; frontendType (else the player\'s type, else 1) 2 gets no bonus/firstDeposit; unreadNotice only to a logged-in player with unread messages (token optional)',
});

/** Every messages call; apps import the single endpoints so unused ones are tree-shaken. */
export const messageApi = {
  dialogList: messageDialogList,
} as const;
