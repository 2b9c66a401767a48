import { useRef, useState } from 'react';

/**
 * A submit in flight, locked against repeated clicks. Failures are already
 * shown by the API client (SPEC 8), so they only end the pending state.
 * (TanStack's useMutation would weigh on the first screen's chunk.)
 */
export function useAction<A>(run: (arg: A) => Promise<unknown>): [boolean, (arg: A) => Promise<void>] {
  const [pending, setPending] = useState(false);
  const busy = useRef(false);
  const act = async (arg: A) => {
    if (busy.current) return;
    busy.current = true;
    setPending(true);
    try {
      await run(arg);
    } catch {
      // Shown by call() already.
    } finally {
      busy.current = false;
      setPending(false);
    }
  };
  return [pending, act];
}
