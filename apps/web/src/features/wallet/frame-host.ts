import { parseFrameToHost, type FrameGameTarget, type FrameRoute, type FrameToHost, type HostToFrame } from '@site/contract/frame';
import { NAMED_ROUTES, sitePaths } from '../../app/paths';
import { buildRoutePath } from '../../app/router/path-builder';

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
}

export interface FrameHostOptions {
  /** The frame's window (iframe.contentWindow); messages from any other window are dropped. */
  frame: () => Window | null | undefined;
  /** The frame's origin; same-origin deployment by default. */
  origin?: string;
}

/** Path of a named route of SPEC 2 with its parameters; extra query entries are kept. Null when a required parameter is missing. */
export function namedRoutePath(to: FrameRoute, params: Record<string, string> = {}, query: Record<string, string> = {}): string | null {
  const route = Object.values(NAMED_ROUTES).find((r) => r.name === to);
  if (!route) return null;
  try {
    const path = buildRoutePath(route.path, route.query, { ...query, ...params });
    const extra = new URLSearchParams();
    for (const [key, value] of Object.entries(query)) {
      if (!(route.query as readonly string[]).includes(key) && value !== '') extra.set(key, value);
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
  const base = NAMED_ROUTES.passbook.path;
  return qs ? `${base}?${qs}` : base;
}

export const MAINTENANCE_PATH = NAMED_ROUTES.serverMaintain.path;
export const HOME_PATH = NAMED_ROUTES.home.path;

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
      return actions.navigate(sitePaths.activityEntry(message.url));
    case 'height':
      return actions.setHeight(message.px);
    case 'maintenance':
      return actions.navigate(message.on ? MAINTENANCE_PATH : HOME_PATH);
    case 'toast':
      return actions.toast(message.kind, message.message);
    case 'reloadAutoTransfer':
      return actions.reloadAutoTransfer();
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
