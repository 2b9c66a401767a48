import { useCallback, useRef, useState } from 'react';

/**
 * One finance action at a time (SPEC 4 'a finance action in flight blocks
 * repeated clicks'). A ref, not the mutation's isPending: two clicks in the
 * same tick both see isPending false. A click while one is in flight does
 * nothing but set `repeated`, so the form can say 正在處理中，請勿重複點擊.
 */
export function useSingleFlight() {
  const flying = useRef(false);
  const [busy, setBusy] = useState(false);
  const [repeated, setRepeated] = useState(false);

  const run = useCallback(async <T,>(work: () => Promise<T>): Promise<{ ok: true; value: T } | { ok: false; error: unknown } | null> => {
    if (flying.current) {
      setRepeated(true);
      return null;
    }
    flying.current = true;
    setBusy(true);
    setRepeated(false);
    try {
      return { ok: true, value: await work() };
    } catch (error) {
      return { ok: false, error };
    } finally {
      flying.current = false;
      setBusy(false);
      setRepeated(false);
    }
  }, []);

  return { run, busy, repeated };
}

export type SingleFlight = ReturnType<typeof useSingleFlight>;
