import { ApiError, isApiError } from '@site/client/errors';
import type { DepositOrder } from '@site/contract/api/fund';
import { newIdempotencyKey } from '@site/contract/rules/session';
import { useRef, useState } from 'react';
import { useCreateDeposit, type CreateDepositInput } from '../../api/useCreateDeposit';
import { useSingleFlight } from '../../components/useSingleFlight';

/** No answer came: the order may or may not exist (a dropped connection, a time-out; our own abort when the browser went offline is told apart by `aborted`). */
const outcomeUnknown = (error: unknown) => isApiError(error) && (error.case === 'network' || error.case === 'timeout');

/**
 * Sends a deposit order once (issue 34): with the connection gone the form says so at once and offers
 * a retry instead of 處理中… for as long as the request takes to give up. The browser going offline
 * ends the call in flight; the retry, or the same order sent again, reuses its Idempotency-Key, so
 * whatever became of the first try the server opens one order. A server answer (an order or a
 * refusal) ends the key: the next submission is a new order.
 */
export function useDepositSubmit(onCreated: (order: DepositOrder) => void) {
  const create = useCreateDeposit();
  const flight = useSingleFlight();
  const last = useRef<{ body: string; key: string; input: CreateDepositInput } | null>(null);
  const [offline, setOffline] = useState(false);
  const [refusal, setRefusal] = useState<unknown>(null);

  const send = async (input: CreateDepositInput): Promise<void> => {
    let aborted = false;
    // Inside the single flight: a second press while one is on its way changes nothing (it says 請勿重複點擊).
    const result = await flight.run(async () => {
      const body = JSON.stringify(input);
      const key = last.current?.body === body ? last.current.key : newIdempotencyKey();
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
        return await create.mutateAsync({ input, key, signal: controller.signal });
      } finally {
        window.removeEventListener('offline', gone);
      }
    });
    if (!result) return;
    if (result.ok) {
      last.current = null;
      onCreated(result.value);
    } else if (aborted || outcomeUnknown(result.error)) {
      setOffline(true);
    } else {
      last.current = null;
      setRefusal(result.error);
    }
  };

  return {
    send,
    retry: () => (last.current ? send(last.current.input) : Promise.resolve()),
    offline,
    /** The server's refusal of the last order, to be worded by the form. */
    refusal,
    clear: () => setRefusal(null),
    busy: flight.busy,
    repeated: flight.repeated,
  };
}
