import { ApiError, isApiError } from '@site/client/errors';
import { newIdempotencyKey } from '@site/contract/rules/session';
import { useRef, useState } from 'react';
import type { Keyed } from '../api/keyed';
import { useSingleFlight } from './useSingleFlight';

/** No answer came: the money may or may not have moved (a dropped connection, a time-out; our own abort when the browser went offline is told apart by `aborted`). */
const outcomeUnknown = (error: unknown) => isApiError(error) && (error.case === 'network' || error.case === 'timeout');

export interface MoneySubmitHandlers<I, R> {
  /** The server did it (also after a retry). */
  onDone?: (value: R, input: I) => void;
  /** The server refused it: the key is spent, the next submission is a new one. */
  onRefused?: (error: unknown, input: I) => void;
}

/**
 * Sends one money call of a cashier form (deposit, withdrawal, transfer, recycle, cancel; issue 34).
 * With the connection gone the call fails at once and `offline` is set, so the form says so and offers
 * a retry instead of 處理中… for as long as the request takes to give up; the browser going offline
 * ends the call in flight. The retry, or the same input sent again, reuses its Idempotency-Key, so
 * whatever became of the first try the server moves the money once. A server answer (success or
 * refusal) ends the key: the next submission, or another input, is a new one.
 * One at a time (useSingleFlight): a second press while one is on its way only sets `repeated`.
 */
export function useMoneySubmit<I, R>(call: (args: Keyed<I>) => Promise<R>, handlers: MoneySubmitHandlers<I, R> = {}) {
  const flight = useSingleFlight();
  const last = useRef<{ body: string; key: string; input: I } | null>(null);
  const [offline, setOffline] = useState(false);
  const [refusal, setRefusal] = useState<unknown>(null);

  const send = async (input: I): Promise<void> => {
    let aborted = false;
    // Inside the single flight: a second press while one is on its way changes nothing (it says 請勿重複點擊).
    const result = await flight.run(async () => {
      const body = JSON.stringify(input ?? null);
      const kept = last.current;
      const key = kept && kept.body === body ? kept.key : newIdempotencyKey();
      last.current = { body, key, input };
      setRefusal(null);
      setOffline(false);
      if (!navigator.onLine) throw new ApiError('network', null);
      const controller = new AbortController();
      const gone = () => {
        aborted = true;
        controller.abort();
      };
      window.addEventListener('offline', gone);
      try {
        return await call({ input, key, signal: controller.signal });
      } finally {
        window.removeEventListener('offline', gone);
      }
    });
    if (!result) return;
    if (result.ok) {
      last.current = null;
      handlers.onDone?.(result.value, input);
    } else if (aborted || outcomeUnknown(result.error)) {
      setOffline(true);
    } else {
      last.current = null;
      setRefusal(result.error);
      handlers.onRefused?.(result.error, input);
    }
  };

  return {
    send,
    /** Sends the last input again, with its key. */
    retry: () => (last.current ? send(last.current.input) : Promise.resolve()),
    /** The last try got no answer: the form says "no connection" and offers `retry`. */
    offline,
    /** The server's refusal of the last try, to be worded by the form. */
    refusal,
    clear: () => setRefusal(null),
    busy: flight.busy,
    repeated: flight.repeated,
  };
}
