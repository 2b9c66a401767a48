import { lazy, Suspense, useEffect, useState } from 'react';
import { onHostRequested, wasHostRequested } from '../ui-events';

const SonnerToaster = lazy(() => import('./SonnerToaster'));

export interface ToastHostProps {
  theme: 'light' | 'dark' | 'system';
}

/** Mount once; loads sonner (and the toast queue) only when the first toast is asked for. */
export function ToastHost({ theme }: ToastHostProps) {
  const [wanted, setWanted] = useState(() => wasHostRequested('toast'));
  useEffect(() => {
    if (wanted) return undefined;
    if (wasHostRequested('toast')) {
      setWanted(true);
      return undefined;
    }
    return onHostRequested((kind) => {
      if (kind === 'toast') setWanted(true);
    });
  }, [wanted]);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <SonnerToaster theme={theme} />
    </Suspense>
  );
}
