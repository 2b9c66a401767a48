// Total Blocking Time from CPU time (issue 36). Lighthouse's TBT (simulated throttling) multiplies each
// main-thread task's wall time, which on a shared two-core machine includes time spent waiting for a core:
// a static page with no script reads 13-186 ms. Here each top-level main-thread task after the first
// contentful paint counts by its own thread time (the trace's `tdur`, CPU time of that thread) times the
// throttle, and blocks for what exceeds 50 ms, as TBT defines it. What the page's code costs, not the machine.
import { TraceProcessor } from 'lighthouse/core/lib/tracehouse/trace-processor.js';

const LONG_TASK_MS = 50;
const TOP_LEVEL = new Set(['RunTask', 'ThreadControllerImpl::RunTask', 'ThreadPool_RunTask']);

/**
 * `trace` is Lighthouse's `artifacts.Trace` ({ traceEvents }). Answers the blocking time in ms at `throttle`x,
 * the tasks over the line (their CPU ms at 1x, largest first) and the summed CPU ms of all tasks after the FCP.
 */
export function cpuBlockingTime(trace, { throttle = 4 } = {}) {
  const processed = TraceProcessor.processTrace(trace);
  const navigation = TraceProcessor.processNavigation(processed);
  const fcp = navigation.timestamps.firstContentfulPaint; // µs, the trace's clock
  let blocking = 0;
  let cpu = 0;
  const long = [];
  for (const event of processed.mainThreadEvents) {
    if (event.ph !== 'X' || !TOP_LEVEL.has(event.name) || event.ts < fcp) continue;
    if (typeof event.tdur !== 'number') continue;
    const ms = event.tdur / 1000;
    cpu += ms;
    const throttled = ms * throttle;
    if (throttled > LONG_TASK_MS) {
      blocking += throttled - LONG_TASK_MS;
      long.push({ atMs: Math.round((event.ts - processed.timeOriginEvt.ts) / 1000), cpuMs: Math.round(ms * 10) / 10 });
    }
  }
  long.sort((a, b) => b.cpuMs - a.cpuMs);
  return { tbt: Math.round(blocking), cpuAfterFcp: Math.round(cpu), long };
}
