import { parseHostToFrame, type FrameToHost, type HostToFrame } from '@site/contract/frame';

/**
 * The frame side of the cashier <-> host protocol (DESIGN 5, 9). The frame
 * talks to its parent only: every message it sends goes to the expected host
 * origin (never '*'), and a message it receives counts only when it comes
 * from the parent window on exactly that origin and parses as a host message.
 */

/** The host's origin: same-origin deployment unless the build names another (VITE_HOST_ORIGIN). */
export function expectedHostOrigin(): string {
  const configured = (import.meta.env.VITE_HOST_ORIGIN as string | undefined)?.trim();
  return configured || window.location.origin;
}

export interface Bridge {
  /** False when the page is not framed (opened on its own). */
  readonly framed: boolean;
  post: (message: FrameToHost) => void;
  /** Listens for valid host messages; returns the unsubscribe. */
  listen: (handler: (message: HostToFrame) => void) => () => void;
}

export interface BridgeOptions {
  /** The host window; window.parent by default. */
  parent?: Window;
  origin?: string;
  self?: Window;
}

export function createBridge(options: BridgeOptions = {}): Bridge {
  const self = options.self ?? window;
  const parent = options.parent ?? self.parent;
  const origin = options.origin ?? expectedHostOrigin();
  const framed = parent !== self;
  return {
    framed,
    post: (message) => {
      if (framed) parent.postMessage(message, origin);
    },
    listen: (handler) => {
      const listener = (event: MessageEvent) => {
        if (event.origin !== origin || event.source !== parent) return;
        const message = parseHostToFrame(event.data);
        if (message) handler(message);
      };
      self.addEventListener('message', listener);
      return () => self.removeEventListener('message', listener);
    },
  };
}
