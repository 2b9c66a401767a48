export type OsType = 'pc' | 'h5';

const MOBILE_UA = /Android|iPhone|iPad|iPod|Mobile|Windows Phone|Line\//i;

/** 'h5' when the user agent is a phone's or LINE's in-app browser. */
export function osTypeFromUserAgent(userAgent: string): OsType {
  return MOBILE_UA.test(userAgent) ? 'h5' : 'pc';
}

/**
 * 'h5' on phones (user agent or a narrow viewport), 'pc' otherwise. The
 * viewport is the given window's: a frame passes nothing it can trust about
 * its own width (it is narrow by design) and uses the host's answer from
 * `init` instead (packages/contract/src/frame.ts).
 */
export function detectOsType(win: Window | undefined = typeof window === 'undefined' ? undefined : window): OsType {
  if (!win) return 'pc';
  if (osTypeFromUserAgent(win.navigator.userAgent) === 'h5') return 'h5';
  return win.matchMedia?.('(max-width: 768px)').matches ? 'h5' : 'pc';
}
