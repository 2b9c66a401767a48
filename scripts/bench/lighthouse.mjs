// Lighthouse 12, mobile preset (its default: Moto G Power screen, 'simulate' throttling of
// 150 ms RTT, 1.6 Mbps down, 4x CPU), performance category only. Each run gets a fresh Chromium
// with an empty profile, so every run is a first visit (the home page's once-a-day login advert
// shows, as it does to a new visitor). Runs are strictly one after another.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { cpuBlockingTime } from './cpu-tbt.mjs';
import { measureQuietly, median } from './util.mjs';

const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

async function runOnce(url) {
  const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
    if (!result?.lhr) throw new Error(`lighthouse gave no report for ${url}`);
    if (result.lhr.runtimeError) throw new Error(`lighthouse ${url}: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`);
    // The blocking time from CPU time (cpu-tbt.mjs) rides on the report, whose trace is not kept.
    result.lhr.cpuTbt = cpuBlockingTime(result.artifacts.Trace);
    return result.lhr;
  } finally {
    await chrome.kill();
  }
}

function figures(lhr) {
  const a = lhr.audits;
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    lcp: a['largest-contentful-paint'].numericValue,
    tbt: a['total-blocking-time'].numericValue,
    cls: a['cumulative-layout-shift'].numericValue,
    fcp: a['first-contentful-paint'].numericValue,
    cpuTbt: lhr.cpuTbt?.tbt ?? NaN,
    cpuAfterFcp: lhr.cpuTbt?.cpuAfterFcp ?? NaN,
    requests: a['network-requests']?.details?.items?.length ?? NaN,
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? NaN,
  };
}

/**
 * A run whose benchmark index is at most this is flagged (it still counts): Lighthouse's own line
 * (SLOW_CPU_BENCHMARK_INDEX_THRESHOLD in core/gather/driver/environment.js), below which it warns that the host's
 * CPU is slower than it expects and the 4x throttle overstates a phone. On a quiet run here the index is 1,200-1,800.
 */
export const LOW_BENCHMARK_INDEX = 1000;
export const lowIndex = (f) => !(f.benchmarkIndex > LOW_BENCHMARK_INDEX);

/** What the LCP is and what it waited for, from one report (for the explanation line). */
function lcpStory(lhr) {
  const a = lhr.audits;
  // Lighthouse names no element when it left the page before the end of the run: on `/` that is
  // the advert index.html paints (#boot), which the carousel replaces.
  const element =
    a['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet ??
    (a['largest-contentful-paint-element']?.scoreDisplayMode === 'notApplicable' ? '(no longer in the page when the run ended)' : undefined);
  const phases = a['largest-contentful-paint-element']?.details?.items?.[1]?.items ?? [];
  const phaseText = phases.map((p) => `${p.phase} ${Math.round(p.timing)} ms`).join(', ');
  const requests = a['network-requests']?.details?.items ?? [];
  const heaviest = [...requests]
    .sort((x, y) => (y.transferSize ?? 0) - (x.transferSize ?? 0))
    .slice(0, 4)
    .map((r) => `${r.url.replace(/^https?:\/\/[^/]+/, '')} ${((r.transferSize ?? 0) / 1024).toFixed(1)} KB`);
  const longTasks = (lhr.cpuTbt?.long ?? []).slice(0, 4).map((t) => `${t.cpuMs}@${t.atMs}`).join(' ');
  return { element, phases: phaseText, heaviest, requests: requests.length, longTasks };
}

/** A report's file name for a page path: `home` for `/`, else the path's words. */
export const fileOf = (path) => (path === '/' ? 'home' : path.replace(/\W+/g, '_').replace(/^_+|_+$/g, ''));

/**
 * Runs each target (`{ name, url, file }`) `runs` times, taking turns (run 1 of each target, then run 2, ...)
 * so that a machine growing slower or faster weighs on all of them alike; answers, per target name, the
 * median of each figure, the single runs, how many were flagged for a low benchmark index, and the story of
 * the run whose LCP is the median.
 */
export async function measureInTurn(targets, { runs = 5, reportDir } = {}) {
  if (reportDir) mkdirSync(reportDir, { recursive: true });
  const lhrs = new Map(targets.map((t) => [t.name, []]));
  for (let i = 0; i < runs; i++) {
    for (const { name, url, file } of targets) {
      const lhr = await measureQuietly(`Lighthouse ${name} run ${i + 1}`, () => runOnce(url));
      lhrs.get(name).push(lhr);
      if (reportDir) writeFileSync(join(reportDir, `${file}-${i + 1}.json`), JSON.stringify(lhr));
      const f = figures(lhr);
      console.log(`  ${name} run ${i + 1}: score ${f.score}, FCP ${Math.round(f.fcp)} ms, LCP ${Math.round(f.lcp)} ms, TBT ${Math.round(f.tbt)} ms (CPU ${f.cpuTbt} ms; ${(lhr.cpuTbt?.long ?? []).slice(0, 4).map((t) => `${t.cpuMs}@${t.atMs}`).join(' ')}), index ${Math.round(f.benchmarkIndex)}${lowIndex(f) ? ' (LOW)' : ''}, CLS ${f.cls.toFixed(3)}`);
    }
  }
  const out = {};
  for (const [name, list] of lhrs) {
    const all = list.map(figures);
    const med = Object.fromEntries(Object.keys(all[0]).map((k) => [k, median(all.map((f) => f[k]))]));
    const byLcp = [...list].sort((x, y) => figures(x).lcp - figures(y).lcp);
    out[name] = { median: med, runs: all, flagged: all.filter(lowIndex).length, story: lcpStory(byLcp[Math.floor(byLcp.length / 2)]) };
  }
  return out;
}

/** Each page of `baseUrl` `runs` times, one page after the other (measureInTurn per page); keyed by path. */
export async function measurePages(baseUrl, pages, { runs = 5, reportDir } = {}) {
  const out = {};
  for (const page of pages) Object.assign(out, await measureInTurn([{ name: page, url: `${baseUrl}${page}`, file: fileOf(page) }], { runs, reportDir }));
  return out;
}
