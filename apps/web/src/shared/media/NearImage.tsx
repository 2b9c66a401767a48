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
    // One observer a picture: a few dozen on a page cost less than the bookkeeping of a shared one (first-screen bytes).
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && setNear(true), { rootMargin: NEAR_MARGIN });
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return <img ref={ref} {...rest} src={near ? src : undefined} alt={alt} width={width} height={height} loading="lazy" decoding="async" />;
}
