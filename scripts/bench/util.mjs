// Small helpers of the bench: waiting for a quiet machine, running commands, statistics.
import { spawn, spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

export const REPO_ROOT = new URL('../../', import.meta.url).pathname;
export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/**
 * Other work whose CPU use would falsify the figures (2 cores): test runners, browsers that
 * Playwright drives outside a test run (screenshot scripts), builds.
 */
const BUSY_PATTERNS = ['playwright test', 'vitest', 'playwright_chromiumdev_profile', 'vite build'];
const POLL_MS = 20_000;
/** Busier than this (share of both cores, over 2 s) counts as a busy machine whatever runs. */
const MAX_BUSY_SHARE = 0.3;

/** CPU ticks of the bench's own process tree (its server, Chromium, tsx helpers). */
function ownTicks() {
  const parent = new Map();
  const ticks = new Map();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      parent.set(Number(name), Number(f[1]));
      ticks.set(Number(name), Number(f[11]) + Number(f[12]));
    } catch {
      /* ended meanwhile */
    }
  }
  const isOurs = (pid) => {
    for (let p = pid, hops = 0; p > 1 && hops < 64; p = parent.get(p) ?? 0, hops++) if (p === process.pid) return true;
    return false;
  };
  let sum = 0;
  for (const [pid, t] of ticks) if (isOurs(pid)) sum += t;
  return sum;
}

function cpuTimes() {
  const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
  const idle = fields[3] + (fields[4] ?? 0);
  return { idle, total: fields.reduce((a, b) => a + b, 0), own: ownTicks() };
}

/** Share of both cores that work other than the bench's own used over 2 s. */
export async function busyShare() {
  const a = cpuTimes();
  await sleep(2000);
  const b = cpuTimes();
  const total = b.total - a.total;
  const othersBusy = total - (b.idle - a.idle) - Math.max(0, b.own - a.own);
  return total > 0 ? Math.max(0, othersBusy) / total : 0;
}

function busyProcesses() {
  const found = [];
  for (const pattern of BUSY_PATTERNS) {
    // pgrep without a shell: it never matches itself, and nothing else of ours has these words.
    const r = spawnSync('pgrep', ['-f', pattern], { encoding: 'utf8' });
    const pids = r.stdout.split('\n').filter((p) => p && Number(p) !== process.pid);
    if (pids.length) found.push(`${pattern} (${pids.join(', ')})`);
  }
  return found;
}

/** What keeps the machine from being quiet now: other work by name, else a busy CPU; [] when quiet. */
async function whatIsBusy() {
  const busy = busyProcesses();
  if (busy.length) return busy;
  const share = await busyShare();
  return share > MAX_BUSY_SHARE ? [`CPUs ${Math.round(share * 100)}% busy`] : [];
}

/** Waits, polling every 20 s, until no test runner, build or other browser runs and the CPUs are idle. */
export async function waitForQuietMachine(what) {
  // BENCH_NO_WAIT=1: measure at once (a check that the bench runs; figures on a busy machine are noise).
  if (process.env.BENCH_NO_WAIT === '1') return;
  let told = false;
  for (;;) {
    const busy = await whatIsBusy();
    if (busy.length === 0) return;
    if (!told) console.log(`bench: waiting before ${what}: ${busy.join('; ')} (polling every ${POLL_MS / 1000} s)`);
    told = true;
    await sleep(POLL_MS);
  }
}

const ATTEMPTS = 5;

/**
 * Measures on a quiet machine: waits for quiet, measures, and measures again when other work
 * showed up meanwhile (it is still there when the measurement ends), up to 5 attempts.
 */
export async function measureQuietly(what, measure) {
  for (let attempt = 1; ; attempt++) {
    await waitForQuietMachine(what);
    const result = await measure();
    if (process.env.BENCH_NO_WAIT === '1') return result;
    const busy = await whatIsBusy();
    if (busy.length === 0) return result;
    if (attempt === ATTEMPTS) {
      console.log(`bench: ${what}: the machine was busy after ${ATTEMPTS} attempts (${busy.join('; ')}); keeping the last figures`);
      return result;
    }
    console.log(`bench: ${what}: other work started meanwhile (${busy.join('; ')}); measuring again`);
  }
}

/** Runs a command to the end; resolves { code, stdout, stderr }. */
export function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: REPO_ROOT, stdio: ['ignore', 'pipe', 'pipe'], ...options });
    let stdout = '';
    let stderr = '';
    child.stdout?.on('data', (d) => (stdout += d));
    child.stderr?.on('data', (d) => (stderr += d));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/** Runs a TypeScript file of the repository with tsx, as `npm run ops` does. */
export function runTs(file, args, env = {}) {
  return run(process.execPath, ['--import', 'tsx', file, ...args], { env: { ...process.env, ...env } });
}

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** The p-th percentile (0-100) of raw samples, nearest-rank. */
export function percentile(values, p) {
  if (values.length === 0) return NaN;
  const sorted = Float64Array.from(values).sort();
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}
