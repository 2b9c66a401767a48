import { detectOsType, type OsType } from '@site/client/os-type';
import { useSyncExternalStore } from 'react';

const NARROW = '(max-width: 768px)';

function subscribe(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => {};
  const query = window.matchMedia(NARROW);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/**
 * 'h5' on phones, 'pc' otherwise, read without touching `window` during a server render: the server
 * (and hydration) use 'pc', the browser's answer follows right after hydration, and a window crossing
 * 768 px switches it. Hydrating with the browser's answer instead would leave the server's markup
 * (React does not mend a mismatched attribute).
 */
export function useOsType(): OsType {
  return useSyncExternalStore(subscribe, () => detectOsType(), () => 'pc');
}
