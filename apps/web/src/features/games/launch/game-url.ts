/** The lazy half of the game window (DESIGN 9): the launch URL, LINE's external browser, closing. */

/** LINE's in-app browser (its user agent carries 'Line/'). */
export function isLineBrowser(userAgent: string = navigator.userAgent): boolean {
  return /\bLine\//i.test(userAgent);
}

/** The launch URL made absolute on our origin; inside LINE it asks for the external browser. */
export function gameUrl(url: string, userAgent?: string): string {
  const absolute = new URL(url, window.location.origin);
  if (isLineBrowser(userAgent)) absolute.searchParams.set('openExternalBrowser', '1');
  return absolute.href;
}

export function closeGameWindow(w: Window | null): void {
  try {
    w?.close();
  } catch {
    // Already gone.
  }
}

/**
 * Sends the game window to the game, replacing the waiting page (so Back does
 * not land on it); without a window (a blocker refused it) this tab goes there.
 */
export function sendWindowTo(w: Window | null, url: string): void {
  if (w && !w.closed) w.location.replace(url);
  else window.location.assign(url);
}
