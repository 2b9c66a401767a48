import { describe, expect, it } from 'vitest';
import { cpuBlockingTime } from './cpu-tbt.mjs';

const PID = 2;
const TID = 3;
const FRAME = 'FRAME';
const NAVIGATION_AT = 100_000; // µs, the trace's clock
const FCP_AT = 1_000_000;

/** A renderer main-thread task: `at` and `wall` in µs, `cpu` its own thread time in µs (the trace's `tdur`). */
const task = (at, wall, cpu) => ({ name: 'RunTask', cat: 'disabled-by-default-devtools.timeline', ph: 'X', pid: PID, tid: TID, ts: at, dur: wall, tdur: cpu, args: {} });

/** The least a trace needs for Lighthouse's TraceProcessor: the main frame, its renderer thread, a navigation and an FCP. */
function traceOf(tasks) {
  return {
    traceEvents: [
      { name: 'TracingStartedInBrowser', cat: 'disabled-by-default-devtools.timeline', ph: 'I', pid: 1, tid: 1, ts: 0, args: { data: { frames: [{ frame: FRAME, url: 'http://127.0.0.1/', processId: PID }] } } },
      { name: 'thread_name', cat: '__metadata', ph: 'M', pid: PID, tid: TID, ts: 0, args: { name: 'CrRendererMain' } },
      { name: 'navigationStart', cat: 'blink.user_timing', ph: 'R', pid: PID, tid: TID, ts: NAVIGATION_AT, args: { frame: FRAME, data: { documentLoaderURL: 'http://127.0.0.1/', isLoadingMainFrame: true } } },
      { name: 'firstContentfulPaint', cat: 'loading,rail,devtools.timeline', ph: 'R', pid: PID, tid: TID, ts: FCP_AT, args: { frame: FRAME } },
      ...tasks,
    ],
  };
}

describe('cpuBlockingTime', () => {
  it('counts each task after the FCP by its own CPU time times the 4x throttle, beyond 50 ms', () => {
    const result = cpuBlockingTime(
      traceOf([
        task(500_000, 150_000, 120_000), // before the FCP: the page's own first paint work, not counted
        task(1_100_000, 25_000, 20_000), // 20 ms of CPU = 80 ms at 4x: 30 ms blocking
        task(1_300_000, 400_000, 5_000), // 400 ms of wall time waiting for a core, 5 ms of CPU: not blocking
      ]),
    );
    expect(result.tbt).toBe(30);
    expect(result.long).toEqual([{ atMs: 1000, cpuMs: 20 }]);
    expect(result.cpuAfterFcp).toBe(25);
  });

  it('takes another throttle when asked', () => {
    expect(cpuBlockingTime(traceOf([task(1_100_000, 25_000, 20_000)]), { throttle: 6 }).tbt).toBe(70);
  });
});
