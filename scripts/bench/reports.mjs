// The reports' bench (issue 38, DESIGN 8): a month with 100,000 ledger entries (scripts/bench/reports-seed.ts, through
// the ledger's own move()), each report of that month asked by one finance member back to back (1 connection, no
// pipelining, 10 s after a 2 s warm-up), as a manager's browser asks: its p99 and the server's own CPU per answer
// (Linux /proc, user + system: what the report costs, less at the mercy of other work on a shared 2-core machine than
// a wall time). Beside each, a bare Node server replaying the very bytes and headers of our answer (bench/bare.mjs)
// under the same load: its p99 is the floor of sending that answer, so the rest is the report's own work.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import autocannon from 'autocannon';
import { signedHeaders } from './api.mjs';
import { recordAnswer, startBareServer } from './bare.mjs';
import { checkRow, row } from './report.mjs';
import { startServer } from './server.mjs';
import { measureQuietly, percentile, runTs, waitForQuietMachine } from './util.mjs';

/** The budgets (DESIGN 8, docs/performance.md): per answer of a month's report over 100,000 ledger entries. */
export const REPORT_BUDGET = { entries: 100_000, p99Ms: 500, cpuMs: 250 };
const MONTH = '2026-10';
const RANGE = 'brand=jade&from=2026-10-01&to=2026-10-31&currency=NTD';
const REPORTS = [
  ['summary, day by day', `/v1/staff/reports/summary?${RANGE}&by=day`],
  ['summary, month by month', `/v1/staff/reports/summary?${RANGE}&by=month`],
  ['per game provider', `/v1/staff/reports/providers?${RANGE}`],
  ['per agent', `/v1/staff/reports/agents?${RANGE}`],
  ['retention cohort', `/v1/staff/reports/retention?${RANGE}`],
];

/** CPU seconds a process has used so far (Linux /proc; clock ticks of 1/100 s). */
function cpuSeconds(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(f[11]) + Number(f[12])) / 100;
}

/** One connection asking back to back for `seconds` (after a 2 s warm-up): latencies (ms) and counts. */
function oneAtATime(url, headers, seconds) {
  const go = (duration) =>
    new Promise((resolve, reject) => {
      const samples = [];
      const instance = autocannon({ url, headers, connections: 1, pipelining: 1, duration }, (error, result) => (error ? reject(error) : resolve({ result, samples })));
      instance.on('response', (_client, _status, _bytes, time) => samples.push(time));
    });
  return go(2).then(() => go(seconds)).then(({ result, samples }) => ({
    p50: percentile(samples, 50),
    p99: percentile(samples, 99),
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  }));
}

/** Seeds the month, starts a server on it, measures every report and its bare twin; returns the bench rows. */
export async function measureReports({ seconds = 10 } = {}) {
  const rows = [];
  await waitForQuietMachine('seeding the reports database');
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-reports-'));
  const seeded = await runTs('scripts/bench/reports-seed.ts', [dataDir, String(REPORT_BUDGET.entries), MONTH]);
  if (seeded.code !== 0) throw new Error(`seeding the reports' month failed:\n${seeded.stderr}`);
  const { token, inMonth } = JSON.parse(seeded.stdout.trim().split('\n').pop());
  console.log(`\nReports: a month (${MONTH}, Asia/Taipei) with ${inMonth.toLocaleString('en')} ledger entries, one finance member asking back to back`);
  const server = await startServer(dataDir);
  try {
    for (const [name, path] of REPORTS) {
      const headers = { ...signedHeaders(server.url, { token }), 'accept-encoding': 'br' };
      const target = `${server.url}/api${path}`;
      const answer = await recordAnswer(target, headers);
      const body = answer.headers['content-encoding'] === 'br' ? brotliDecompressSync(answer.body) : answer.body;
      const code = answer.status === 200 ? JSON.parse(body.toString('utf8')).code : `HTTP ${answer.status}`;
      if (code !== '000000') {
        rows.push(row(`report ${name}: p99`, null, { max: REPORT_BUDGET.p99Ms, unit: ' ms', note: `answered ${code}` }));
        continue;
      }
      const measured = await measureQuietly(`the report ${name}`, async () => {
        const before = cpuSeconds(server.pid);
        const ours = await oneAtATime(target, headers, seconds);
        const cpuMs = ((cpuSeconds(server.pid) - before) * 1000) / Math.max(1, ours.requests);
        const bare = await startBareServer(answer);
        try {
          return { ours, cpuMs, floor: await oneAtATime(`${bare.url}/api${path}`, headers, seconds) };
        } finally {
          await bare.stop();
        }
      });
      const { ours, cpuMs, floor } = measured;
      const invalid = Boolean(ours.non2xx || ours.errors);
      const note = `${ours.requests} answers, p50 ${ours.p50.toFixed(1)} ms; bare Node sending the same ${answer.body.length} bytes: p99 ${floor.p99.toFixed(2)} ms; non-2xx ${ours.non2xx}, errors ${ours.errors}`;
      console.log(`  ${name}: p99 ${ours.p99.toFixed(1)} ms, server CPU ${cpuMs.toFixed(1)} ms an answer (${note})`);
      rows.push(row(`report ${name} (${inMonth.toLocaleString('en')} entries): p99, 1 connection`, ours.p99, { max: REPORT_BUDGET.p99Ms, unit: ' ms', invalid, note }));
      rows.push(row(`report ${name}: server CPU per answer`, cpuMs, { max: REPORT_BUDGET.cpuMs, unit: ' ms', digits: 1, invalid, note: `user + system of the server process over ${ours.requests} answers` }));
    }
  } catch (error) {
    rows.push(checkRow('reports bench', false, 'failed', 'measured', error instanceof Error ? error.message.split('\n')[0] : String(error)));
  } finally {
    await server.stop();
  }
  rmSync(dataDir, { recursive: true, force: true });
  return rows;
}
