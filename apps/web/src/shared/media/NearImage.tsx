import { useEffect, useRef, useState, type ImgHTMLAttributes } from 'react';

/** How near the viewport a picture starts loading: a screen's worth below, not Chromium's 1,250-3,000 px of `loading="lazy"`. */
export const NEAR_MARGIN = '600px 0px';

type Seen = () => void;
let observer: IntersectionObserver | undefined;
const waiting = new Map<Element, Seen>();

/** One observer for every waiting picture of the page. */
function watch(element: Element, seen: Seen): () => void {
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        waiting.get(entry.target)?.();
        waiting.delete(entry.target);
        observer?.unobserve(entry.target);
      }
    },
    { rootMargin: NEAR_MARGIN },
  );
  waiting.set(element, seen);
  observer.observe(element);
  return () => {
    waiting.delete(element);
    observer?.unobserve(element);
  };
}

export interface NearImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'loading' | 'width' | 'height'> {
  src: string;
  alt: string;
  /** The picture's box is reserved from the start (no layout shift when it arrives). */
  width: number;
  height: number;
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
    return watch(element, () => setNear(true));
  }, [near]);
  return <img ref={ref} {...rest} src={near ? src : undefined} alt={alt} width={width} height={height} loading="lazy" decoding="async" />;
}
