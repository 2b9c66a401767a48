import { useEffect, useRef, useState, type ImgHTMLAttributes } from 'react';

/** How near the viewport a picture starts loading: a screen's worth below, not Chromium's 1,250-3,000 px of `loading="lazy"`. */
export const NEAR_MARGIN = '600px 0px';

export interface NearImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'loading' | 'width' | 'height'> {
  src: string;
  alt: string;
  /** The picture's box is reserved from the start (no layout shift when it arrives). */
  width: number;
  height: number;
}

/** The pictures waiting to come near, and the one observer that watches them all (issue 36: a section of 30 game
 * cards made 30 observers while hydrating); it ends when none is left, so a page without pictures keeps none. */
const waiting = new Map<Element, () => void>();
let observer: IntersectionObserver | undefined;

function watchNear(element: Element, onNear: () => void): () => void {
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        const near = entry.isIntersecting ? waiting.get(entry.target) : undefined;
        if (near) {
          stopWatching(entry.target);
          near();
        }
      }
    },
    { rootMargin: NEAR_MARGIN },
  );
  waiting.set(element, onNear);
  observer.observe(element);
  return () => stopWatching(element);
}

function stopWatching(element: Element): void {
  if (!waiting.delete(element)) return;
  observer?.unobserve(element);
  if (waiting.size === 0) {
    observer?.disconnect();
    observer = undefined;
  }
}

/**
 * A picture below the first screen (issue 22, fewer requests): its address is given to the browser only
 * once it comes within NEAR_MARGIN of the viewport (then `loading="lazy"`, `decoding="async"`), its size
 * reserved by width and height meanwhile. Where there is no IntersectionObserver it loads at once.
 */
export function NearImage({ src, alt, width, height, ...rest }: NearImageProps) {
  const ref = useRef<HTMLImageElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return undefined;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return undefined;
    }
    return watchNear(element, () => setNear(true));
  }, [near]);
  return <img ref={ref} {...rest} src={near ? src : undefined} alt={alt} width={width} height={height} loading="lazy" decoding="async" />;
}
