import * as z from 'zod/mini';
import { BRAND_IDS } from './brands';
import { DB_CHANNEL, FRAME_HEIGHTS } from './constants';

/**
 * The cashier <-> host postMessage protocol (SPEC 4 Finance frame messages,
 * DESIGN 5). Every message is an object with a `type`. Both sides parse what
 * they receive with parseFrameToHost / parseHostToFrame and drop anything
 * else (null), after checking `event.origin` (exact match) and `event.source`.
 * The token travels only in `init`, never in the frame's URL.
 */

export { DB_CHANNEL, FRAME_HEIGHTS };

/**
 * Frame heights by layout (SPEC 4 'height 430, 400 or 370 px by channel'):
 * - standard 430: the cashier pages and the transfer-to-game popup for an ordinary channel;
 * - db 400: the transfer popup for a DB channel game (the 1 : 0.2 points notice replaces the quick-amount row);
 * - compact 370: the transfer popup without a game target (plain main <-> game transfer).
 */
export const FRAME_HEIGHT = { standard: FRAME_HEIGHTS[0], db: FRAME_HEIGHTS[1], compact: FRAME_HEIGHTS[2] } as const;

/** Height for a frame showing `target` (a game to transfer into), or none. */
export function frameHeightFor(target?: { channelCode?: string | null } | null): number {
  if (!target || !target.channelCode) return FRAME_HEIGHT.compact;
  return target.channelCode === DB_CHANNEL ? FRAME_HEIGHT.db : FRAME_HEIGHT.standard;
}

/** Named routes of SPEC 2 the frame may ask the host to open. */
export const FRAME_ROUTES = [
  'home',
  'Service',
  'Lobby',
  'FinanceEntry',
  'Account',
  'ActivityList',
  'Passbook',
  'Mail',
  'BetRecord',
  'VIP',
  'AppDownload',
  'Agency',
  'Sponsor',
  'AboutUs',
  'HelpCenter',
  'Terms',
  'Responsibility',
  'MediaCabinet',
  'Game',
  'Sports',
  'ServerMaintain',
] as const;
export type FrameRoute = (typeof FRAME_ROUTES)[number];

const shortText = z.string().check(z.maxLength(200));
const paramMap = z.record(z.string().check(z.regex(/^\w{1,32}$/)), shortText);
const gameType = z.number().check(z.int(), z.gte(1), z.lte(7));
const channelCode = z.string().check(z.regex(/^[A-Za-z0-9_-]{1,32}$/));
const subGameCode = z.string().check(z.regex(/^[\w-]{1,64}$/));
/** A length within the frame: whole pixels, at most the tallest frame a height message may ask for. */
const framePixels = z.number().check(z.int(), z.gte(0), z.lte(4000));

/** A game to go to or to transfer into (SPEC 3 Transfer state). */
export const frameGameTarget = z.object({ gameType, channelCode, subGameCode: z.optional(subGameCode) });
export type FrameGameTarget = z.infer<typeof frameGameTarget>;

/** A same-site path ('/activity/...', not '//host') or an http(s) URL; nothing else (no javascript:). */
const linkUrl = z.string().check(
  z.maxLength(2048),
  z.refine((v) => (v.startsWith('/') && !v.startsWith('//')) || /^https?:\/\/[^\s]+$/i.test(v), 'not a path or http(s) URL'),
);

const msg = <T extends string, S extends z.core.$ZodLooseShape>(type: T, shape: S) => z.object({ type: z.literal(type), ...shape });

/** Messages the frame sends to the host. */
export const frameToHost = z.discriminatedUnion('type', [
  msg('ready', {}),
  msg('navigate', { to: z.enum(FRAME_ROUTES), params: z.optional(paramMap), query: z.optional(paramMap) }),
  msg('tokenInvalid', {}),
  msg('goGame', { gameType, channelCode, subGameCode: z.optional(subGameCode) }),
  msg('recharge', {}),
  msg('withdraw', {}),
  /** Open the passbook with a filter, e.g. {type: 'deposit', status: 'success'}. */
  msg('passbook', { filter: paramMap }),
  /** Show or mask the balance (the user's 'eye' setting). */
  msg('toggleMoney', { visible: z.boolean() }),
  msg('activityDetail', { url: linkUrl }),
  /** New frame height in px; usually one of FRAME_HEIGHTS. */
  msg('height', { px: z.number().check(z.int(), z.gte(100), z.lte(4000)) }),
  /** Maintenance on shows the maintenance screen; off returns home. */
  msg('maintenance', { on: z.boolean() }),
  msg('toast', { kind: z.enum(['success', 'error', 'info']), message: z.string().check(z.minLength(1), z.maxLength(500)) }),
  /** The auto-transfer setting changed: the host fetches it again. */
  msg('reloadAutoTransfer', {}),
  /**
   * Issue 34: open the host's mobile-binding popup over the page (the first deposit's checklist binds the
   * phone in place); once bound, the host's user info changes and the frame hears `live` `account`.
   */
  msg('bindPhone', {}),
  /**
   * Issue 34: a field in the frame that brings up a phone's keyboard gained (`on`) or lost focus. The host's
   * floating buttons step aside meanwhile, as they do for the host's own fields (they sat over the field).
   */
  msg('typing', { on: z.boolean() }),
]);
export type FrameToHost = z.infer<typeof frameToHost>;
export type FrameToHostType = FrameToHost['type'];

/** Resolved theme (the host turns 'device' into light or dark). */
export const frameTheme = z.enum(['light', 'dark']);
const frameLanguage = z.enum(['TW', 'EN', 'TH']);

/** The live events the host relays to the frame (`live`); `account`: the player's user info changed (a phone bound, issue 34). */
export const FRAME_LIVE_EVENTS = ['balance', 'unread', 'account'] as const;
export type FrameLiveEvent = (typeof FRAME_LIVE_EVENTS)[number];

/** Messages the host sends to the frame. */
export const hostToFrame = z.discriminatedUnion('type', [
  msg('init', {
    token: z.string().check(z.minLength(1), z.maxLength(256)),
    language: frameLanguage,
    currency: z.string().check(z.regex(/^[A-Z]{2,8}$/)),
    theme: frameTheme,
    deviceId: z.string().check(z.minLength(1), z.maxLength(64)),
    brand: z.enum(BRAND_IDS),
    /** Set when the frame opens as the transfer-to-game popup. */
    target: z.optional(frameGameTarget),
    /** The host's os-type (SPEC 7 header): the frame is narrow by design, so it cannot tell by its own width. */
    osType: z.optional(z.enum(['pc', 'h5'])),
    /** The player's frontend type (issue 17): type 2 (agent accounts) gets the reason instead of money forms; the server refuses them anyway (031032). */
    frontendType: z.optional(z.union([z.literal(1), z.literal(2)])),
  }),
  msg('theme', { theme: frameTheme }),
  msg('language', { language: frameLanguage }),
  /**
   * Issue 19: the host's live stream (or its own call) changed what the frame shows: `balance` (main or
   * game wallets: a recycle in the header, a game's payout) or `unread` (a system or transaction notice:
   * an order or a card review decided). The frame reads the matching queries again; no data rides along.
   */
  msg('live', { event: z.enum(FRAME_LIVE_EVENTS) }),
  /**
   * Issue 34: the part of the frame the player sees, in the frame's pixels: from `top` below the frame's
   * top edge, `height` tall. The host sizes the iframe to its content, so on a phone it is taller than the
   * screen and a dialog centred in the frame opened off-screen; the frame centres its dialogs in this part.
   * Sent after init and whenever scrolling or resizing moves it; height 0 when the frame is out of view.
   */
  msg('viewport', { top: framePixels, height: framePixels }),
]);
export type HostToFrame = z.infer<typeof hostToFrame>;
export type HostToFrameType = HostToFrame['type'];

// ---- Cashier pages (SPEC 2 /finance/:page, SPEC 4 Finance) -------------------

/** Every page the cashier frame serves; the host opens `/cashier/?page=<page>&<query>`. */
export const CASHIER_PAGES = ['transfer', 'recharge', 'withdraw', 'wallet', 'bindCard', 'bindAddress', 'passbook'] as const;
export type CashierPage = (typeof CASHIER_PAGES)[number];

export function isCashierPage(value: unknown): value is CashierPage {
  return (CASHIER_PAGES as readonly unknown[]).includes(value);
}

const day = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));
const openBindPage = z.optional(z.enum(['card', 'address']));
const filterWord = z.optional(z.string().check(z.regex(/^\w{1,32}$/)));
const noQuery = z.object({});

/**
 * What each page takes in its address besides `page` (all optional, never a
 * secret: the token only ever travels in `init`). Unknown keys are dropped.
 */
export const cashierPageQuery = {
  transfer: noQuery,
  recharge: z.object({ type: z.optional(z.enum(['bank', 'usdt', 'store'])), openBindPage }),
  withdraw: z.object({ type: z.optional(z.enum(['bank', 'usdt'])), openBindPage }),
  wallet: noQuery,
  bindCard: noQuery,
  bindAddress: noQuery,
  passbook: z.object({ tab: z.optional(z.enum(['fund', 'transaction'])), type: filterWord, status: filterWord, from: z.optional(day), to: z.optional(day) }),
} satisfies Record<CashierPage, z.ZodMiniObject>;
export type CashierPageQuery<P extends CashierPage> = z.infer<(typeof cashierPageQuery)[P]>;

/** The frame address of a page: `/cashier/?page=recharge&type=usdt` (query values checked, empties left out). */
export function cashierPageSrc<P extends CashierPage>(page: P, query?: CashierPageQuery<P>): string {
  const search = new URLSearchParams({ page });
  const parsed = query ? cashierPageQuery[page].safeParse(query) : null;
  for (const [key, value] of Object.entries((parsed?.success ? parsed.data : {}) as Record<string, unknown>)) {
    if (typeof value === 'string' && value) search.set(key, value);
  }
  return `/cashier/?${search.toString()}`;
}

/** The page and its query from a frame address's search part (a query that does not parse is dropped whole); null for a page that does not exist. */
export function parseCashierLocation(search: string): { page: CashierPage; query: Record<string, unknown> } | null {
  const params = new URLSearchParams(search);
  const page = params.get('page');
  if (!isCashierPage(page)) return null;
  const raw: Record<string, string> = {};
  for (const [key, value] of params) if (key !== 'page' && value) raw[key] = value;
  const parsed = cashierPageQuery[page].safeParse(raw);
  return { page, query: parsed.success ? parsed.data : {} };
}

/** A message from the frame, or null for anything that is not one. */
export function parseFrameToHost(data: unknown): FrameToHost | null {
  const parsed = frameToHost.safeParse(data);
  return parsed.success ? parsed.data : null;
}

/** A message from the host, or null for anything that is not one. */
export function parseHostToFrame(data: unknown): HostToFrame | null {
  const parsed = hostToFrame.safeParse(data);
  return parsed.success ? parsed.data : null;
}
