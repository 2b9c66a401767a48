/**
 * Runs `task` in the first frame after the browser is next idle (requestIdleCallback; a short timer where
 * there is none, as in Safari), and at the latest after `timeout` ms (short: a busy phone may have no idle
 * moment for long, and the advert should not come seconds late). Returns a cancel. The frame is where a
 * change to the page's style costs least: the browser restyles for that frame anyway (issue 36).
 */
export function whenIdle(task: () => void, timeout = 1000): () => void {
  let frame = 0;
  const inFrame = () => {
    frame = typeof requestAnimationFrame === 'function' ? requestAnimationFrame(() => task()) : 0;
    if (!frame) task();
  };
  if (typeof requestIdleCallback === 'function') {
    const idle = requestIdleCallback(inFrame, { timeout });
    return () => {
      cancelIdleCallback(idle);
      if (frame) cancelAnimationFrame(frame);
    };
  }
  const timer = setTimeout(inFrame, 50);
  return () => {
    clearTimeout(timer);
    if (frame) cancelAnimationFrame(frame);
  };
}
