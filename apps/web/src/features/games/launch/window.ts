/**
 * The game window (DESIGN 9): opened blank inside the click handler, because
 * popup blockers refuse a window.open after an await; opener cut at once; its
 * location set when the launch URL arrives.
 */

export const PREPARE_PATH = '/ccGamePreparePage';

/** Opens the blank game window; call it synchronously inside the click. Null when a blocker refused it. */
export function openGameWindow(): Window | null {
  const w = window.open('', '_blank');
  if (!w) return null;
  try {
    w.opener = null;
  } catch {
    // Some browsers make opener read-only; the game page is ours anyway.
  }
  try {
    // The waiting page (SPEC 2 /ccGamePreparePage: no header, footer or go-to-top).
    w.location.href = new URL(PREPARE_PATH, window.location.origin).href;
  } catch {
    // It stays blank until the game URL arrives.
  }
  return w;
}
