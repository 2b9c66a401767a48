import type { FrameToHost } from '@site/contract/frame';
import { useEffect, type RefObject } from 'react';

/** The protocol's bounds for a height message (packages/contract/src/frame.ts). */
const MAX_PX = 4000;

/**
 * Posts `{type: 'height', px}` whenever the page's root changes size (a
 * ResizeObserver), never below `minimum` (SPEC 4's 430/400/370 for the
 * popup), so the host's iframe fits the screen without a scrollbar.
 */
export function useFrameHeight(root: RefObject<HTMLElement | null>, minimum: number | null, post: (message: FrameToHost) => void): void {
  useEffect(() => {
    const element = root.current;
    if (!element || minimum === null) return undefined;
    let last = 0;
    const send = (measured: number) => {
      const px = Math.min(MAX_PX, Math.max(minimum, Math.ceil(measured)));
      if (px === last) return;
      last = px;
      post({ type: 'height', px });
    };
    if (typeof ResizeObserver === 'undefined') {
      send(element.getBoundingClientRect().height);
      return undefined;
    }
    const observer = new ResizeObserver((entries) => {
      const entry = entries[entries.length - 1];
      if (!entry) return;
      send(entry.borderBoxSize?.[0]?.blockSize ?? entry.target.getBoundingClientRect().height);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [root, minimum, post]);
}
