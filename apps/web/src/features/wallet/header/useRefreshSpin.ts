import { BALANCE_REFRESH_SPIN_MS } from '@site/contract/constants';
import { useEffect, useRef, useState } from 'react';

/** SPEC 2: refreshing the balance shows a 500 ms spin. Returns [spinning, start]. */
export function useRefreshSpin(refresh: () => unknown): [boolean, () => void] {
  const [spinning, setSpinning] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  const start = () => {
    if (timer.current) return;
    setSpinning(true);
    void refresh();
    timer.current = setTimeout(() => {
      timer.current = null;
      setSpinning(false);
    }, BALANCE_REFRESH_SPIN_MS);
  };
  return [spinning, start];
}
