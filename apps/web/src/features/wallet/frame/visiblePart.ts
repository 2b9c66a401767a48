/**
 * The part of the cashier frame the player sees (issue 34). The host sizes the iframe to its content, so
 * on a phone the frame is taller than the screen, and a dialog the frame centred in itself opened
 * off-screen. The host tells the frame which part is on screen (the `viewport` message), and the frame
 * centres its dialogs there.
 */

export interface VisiblePart {
  /** Pixels from the frame's top edge to the first one on screen. */
  top: number;
  /** How many of the frame's pixels are on screen; 0 when none. */
  height: number;
}

/** The protocol's bound (packages/contract/src/frame.ts `viewport`): the tallest frame. */
const MAX_PX = 4000;

interface Span {
  top: number;
  bottom: number;
}

/** The frame's span intersected with the viewport's, in the frame's own pixels. */
export function visiblePart(frame: Span, viewport: Span): VisiblePart {
  const from = Math.max(frame.top, viewport.top);
  const to = Math.min(frame.bottom, viewport.bottom);
  const clamp = (px: number) => Math.min(MAX_PX, Math.max(0, Math.round(px)));
  if (to <= from) return { top: 0, height: 0 };
  return { top: clamp(from - frame.top), height: clamp(to - from) };
}

/**
 * The viewport's span in the page's client coordinates: the visual viewport when the browser has one
 * (a phone's on-screen keyboard or pinch zoom shrink it), else the window; below `covered` px, where a
 * bar stuck to the top of the page hides what is under it.
 */
function viewportSpan(win: Window, covered: number): Span {
  const visual = win.visualViewport;
  const span = visual ? { top: visual.offsetTop, bottom: visual.offsetTop + visual.height } : { top: 0, bottom: win.innerHeight };
  return { top: Math.min(span.bottom, Math.max(span.top, covered)), bottom: span.bottom };
}

/**
 * How far down the page's top bar covers the screen: the bottom of the first `<header>` (the shell's)
 * while it is sticky or fixed, else 0. A dialog opened under it would be hidden behind it.
 */
export function stuckHeaderBottom(doc: Document = document): number {
  const header = doc.querySelector('header');
  const view = doc.defaultView;
  if (!header || !view) return 0;
  const { position } = view.getComputedStyle(header);
  return position === 'sticky' || position === 'fixed' ? Math.max(0, header.getBoundingClientRect().bottom) : 0;
}

/**
 * Tells `post` the frame's visible part (below what `covered` says a top bar hides) now and whenever
 * scrolling (of the page or of any container, such as a dialog holding the frame), resizing or the
 * frame's own height moves it; once per animation frame at most, and only when it changed. Returns the stop.
 */
export function watchVisiblePart(iframe: HTMLIFrameElement, post: (part: VisiblePart) => void, win: Window = window, covered: () => number = () => 0): () => void {
  let last: VisiblePart | null = null;
  let pending = 0;
  const measure = () => {
    pending = 0;
    const rect = iframe.getBoundingClientRect();
    const part = visiblePart({ top: rect.top, bottom: rect.bottom }, viewportSpan(win, covered()));
    if (last && last.top === part.top && last.height === part.height) return;
    last = part;
    post(part);
  };
  const schedule = () => {
    if (!pending) pending = win.requestAnimationFrame(measure);
  };
  measure();
  win.addEventListener('scroll', schedule, { capture: true, passive: true });
  win.addEventListener('resize', schedule);
  win.visualViewport?.addEventListener('resize', schedule);
  win.visualViewport?.addEventListener('scroll', schedule);
  const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(schedule);
  observer?.observe(iframe);
  return () => {
    if (pending) win.cancelAnimationFrame(pending);
    win.removeEventListener('scroll', schedule, { capture: true });
    win.removeEventListener('resize', schedule);
    win.visualViewport?.removeEventListener('resize', schedule);
    win.visualViewport?.removeEventListener('scroll', schedule);
    observer?.disconnect();
  };
}
