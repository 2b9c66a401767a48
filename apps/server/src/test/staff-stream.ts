import { staffQueueCounts, staffQueuesApi, type StaffQueueCounts } from '@site/contract';
import { signHeaders, type TestServer } from './harness';

/** The staff stream as a back office tab opens it: fetch with the token header; its `queues` events parsed by the contract. */
export async function staffStream(server: TestServer, token: string) {
  const controller = new AbortController();
  const res = await fetch(`${server.url}/api${staffQueuesApi.events.path}`, { headers: { ...signHeaders(), token }, signal: controller.signal });
  const events: Array<{ event: string; data: unknown }> = [];
  let buffer = '';
  let wake = () => {};
  void (async () => {
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer += decoder.decode(value, { stream: true });
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event = /^event: (.*)$/m.exec(block)?.[1];
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (event && data) events.push({ event, data: JSON.parse(data) as unknown });
        }
        wake();
      }
    } catch {
      // Aborted by close().
    }
    wake();
  })();
  /** The first event (taken from those not yet seen) named `name` whose data passes `test`; fails after 10 s (a loaded CI machine). */
  // Once an until() has its event (or gave up) it stops taking events: one arriving before the next until() is
  // called (a slow `npm run ops` on a loaded machine) waits in `events` for it instead of being swallowed.
  const until = (name: string, test: (data: StaffQueueCounts) => boolean = () => true) =>
    new Promise<unknown>((resolve, reject) => {
      const seen: unknown[] = [];
      const timer = setTimeout(() => {
        wake = () => {};
        reject(new Error(`no matching ${name} event; got ${JSON.stringify(seen)}`));
      }, 10_000);
      const check = () => {
        while (events.length) {
          const e = events.shift()!;
          seen.push(e);
          if (e.event === name && (name !== 'queues' || test(staffQueueCounts.parse(e.data)))) {
            clearTimeout(timer);
            wake = () => {};
            resolve(e.data);
            return;
          }
        }
      };
      wake = check;
      check();
    });
  return { res, until, close: () => controller.abort() };
}
