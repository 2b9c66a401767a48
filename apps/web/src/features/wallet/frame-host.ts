import { parseFrameToHost, type FrameGameTarget, type FrameRoute, type FrameToHost, type HostToFrame } from '@site/contract/frame';
import type { PageAddress } from '../../shared/routing/page';
import { buildRoutePath } from '../../shared/routing/path-builder';
import { ACCOUNT_ADDRESSES } from '../account/paths';
import { ACTIVITY_ADDRESSES, activityPaths } from '../activity/paths';
import { ABOUT_US_NAMED, CONTENT_ADDRESSES } from '../content/paths';
import { GAMES_ADDRESSES } from '../games/paths';
import { HOME_ADDRESSES } from '../home/paths';
import { NOTIFICATION_TABS } from '../messages/paths';
import { SERVICE_ADDRESSES } from '../service/paths';
import { STATUS_ADDRESSES } from '../status-pages/paths';
import { VIP_ADDRESSES } from '../vip/paths';
import { WALLET_ADDRESSES } from './paths';

/**
 * The host side of the cashier frame protocol (SPEC 4 Finance frame messages,
 * DESIGN 5 and 9). A message is acted on only when it comes from the frame's
 * own window (event.source) on the configured origin (exact match) and parses
 * as one of the frame's messages; anything else is dropped silently.
 */

export type FrameToast = Extract<FrameToHost, { type: 'toast' }>;

/** What the app does for each message; the React side (useFrameHost) wires these. */
export interface FrameHostActions {
  /** The frame said `ready`: answer `init`. */
  ready: () => void;
  navigate: (path: string) => void;
  /** Log out locally and open the login popup. */
  tokenInvalid: () => void;
  goGame: (target: FrameGameTarget) => void;
  recharge: () => void;
  withdraw: () => void;
  setMoneyVisible: (visible: boolean) => void;
  setHeight: (px: number) => void;
  toast: (kind: FrameToast['kind'], message: string) => void;
  /** Invalidate the isAutoGameTransfer query. */
  reloadAutoTransfer: () => void;
  /** Open the mobile-binding popup over the page (issue 34: the first deposit's checklist). */
  bindPhone: () => void;
  /** A field in the frame has focus (issue 34: the floating buttons step aside). */
  setTyping: (on: boolean) => void;
}

export interface FrameHostOptions {
  /** The frame's window (iframe.contentWindow); messages from any other window are dropped. */
  frame: () => Window | null | undefined;
  /** The frame's origin; same-origin deployment by default. */
  origin?: string;
}

/**
 * The pages SPEC 2 names, from their features' addresses (the frame may ask for any of them). Addresses,
 * not page tables: the tables' lazy imports load screens that reach this module (no import circle).
 */
const NAMED_PAGES: readonly PageAddress[] = [HOME_ADDRESSES, ACTIVITY_ADDRESSES, GAMES_ADDRESSES, WALLET_ADDRESSES, ACCOUNT_ADDRESSES, VIP_ADDRESSES, CONTENT_ADDRESSES, ABOUT_US_NAMED, SERVICE_ADDRESSES, STATUS_ADDRESSES]
  .flatMap((addresses) => Object.values(addresses) as PageAddress[])
  .concat(NOTIFICATION_TABS);

/** Path of a named route of SPEC 2 with its parameters; extra query entries are kept. Null when a required parameter is missing. */
export function namedRoutePath(to: FrameRoute, params: Record<string, string> = {}, query: Record<string, string> = {}): string | null {
  const route = NAMED_PAGES.find((r) => r.name === to);
  if (!route?.path) return null;
  // The query the path builder puts in the query string: the route's own, less its path parameters (as the feature's builders do).
  const named = (route.query ?? []).filter((q) => !route.path?.includes(`:${q}`));
  try {
    const path = buildRoutePath(route.path, named, { ...query, ...params });
    const extra = new URLSearchParams();
    for (const [key, value] of Object.entries(query)) {
      if (!named.includes(key) && value !== '') extra.set(key, value);
    }
    const rest = extra.toString();
    if (!rest) return path;
    return `${path}${path.includes('?') ? '&' : '?'}${rest}`;
  } catch {
    return null;
  }
}

/** The passbook with its filter, e.g. /finance/passbook?type=deposit. */
export function passbookPath(filter: Record<string, string>): string {
  const qs = new URLSearchParams(filter).toString();
  const base = WALLET_ADDRESSES.passbook.path;
  return qs ? `${base}?${qs}` : base;
}

export const MAINTENANCE_PATH = STATUS_ADDRESSES.serverMaintain.path;
export const HOME_PATH = HOME_ADDRESSES.home.path;

/** Acts on one parsed message. */
export function dispatchFrameMessage(message: FrameToHost, actions: FrameHostActions): void {
  switch (message.type) {
    case 'ready':
      return actions.ready();
    case 'navigate': {
      const path = namedRoutePath(message.to, message.params, message.query);
      if (path) actions.navigate(path);
      return;
    }
    case 'tokenInvalid':
      return actions.tokenInvalid();
    case 'goGame':
      return actions.goGame({ gameType: message.gameType, channelCode: message.channelCode, subGameCode: message.subGameCode });
    case 'recharge':
      return actions.recharge();
    case 'withdraw':
      return actions.withdraw();
    case 'passbook':
      return actions.navigate(passbookPath(message.filter));
    case 'toggleMoney':
      return actions.setMoneyVisible(message.visible);
    case 'activityDetail':
      return actions.navigate(activityPaths.entry(message.url));
    case 'height':
      return actions.setHeight(message.px);
    case 'maintenance':
      return actions.navigate(message.on ? MAINTENANCE_PATH : HOME_PATH);
    case 'toast':
      return actions.toast(message.kind, message.message);
    case 'reloadAutoTransfer':
      return actions.reloadAutoTransfer();
    case 'bindPhone':
      return actions.bindPhone();
    case 'typing':
      return actions.setTyping(message.on);
  }
}

/** A `message` listener for one frame: exact origin, the frame's own window, a valid message. */
export function createFrameHost(options: FrameHostOptions, actions: FrameHostActions): (event: MessageEvent) => void {
  const origin = options.origin ?? window.location.origin;
  return (event) => {
    const frame = options.frame();
    if (!frame || event.source !== frame || event.origin !== origin) return;
    const message = parseFrameToHost(event.data);
    if (message) dispatchFrameMessage(message, actions);
  };
}

/** Posts a message to the frame on its origin only (never '*'). */
export function postToFrame(frame: Window | null | undefined, message: HostToFrame, origin: string = window.location.origin): void {
  frame?.postMessage(message, origin);
}
