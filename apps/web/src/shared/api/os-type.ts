export type OsType = 'pc' | 'h5';

const MOBILE_UA = /Android|iPhone|iPad|iPod|Mobile|Windows Phone|Line\//i;

/** 'h5' on phones (user agent or a narrow viewport), 'pc' otherwise. */
export function detectOsType(): OsType {
  if (typeof window === 'undefined') return 'pc';
  if (MOBILE_UA.test(window.navigator.userAgent)) return 'h5';
  return window.matchMedia?.('(max-width: 768px)').matches ? 'h5' : 'pc';
}
