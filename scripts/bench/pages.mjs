// The pages beside their static copies (DESIGN 8, issue 22): `/`, the lobby and the promotions list, each
// measured by Lighthouse (mobile preset) in turn with a static copy of itself made in the same run from the
// DOM the app renders (bench/static-copy.mjs). Budgets: score >= 98, FCP and LCP <= 1.15 x the copy's,
// TBT <= 50 ms, CLS <= 0.02; then the CLS of two more pages and the requests of the first view of `/`.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileOf, measureInTurn } from './lighthouse.mjs';
import { row } from './report.mjs';
import { countRequests } from './requests.mjs';
import { captureStaticCopies, startCopyServer } from './static-copy.mjs';

/** The pages measured against their static copies. */
export const MEASURED = ['/', '/game/lobby', '/activity/list'];
/** Pages whose CLS only is held (DESIGN 8: any page); fewer runs, CLS moves little from run to run. */
const CLS_ONLY = ['/stationary/about-us/terms', '/service'];
const CLS_RUNS = 3;
/** FCP and LCP of a page at most this many times its static copy's. */
const MAX_RATIO = 1.15;

const ms = (v) => `${Math.round(v).toLocaleString('en-US')} ms`;
const copyName = (path) => `static copy of ${path}`;

/** A figure (`label`: FCP or LCP) of the page over its copy's, shown as "ours / copy = ratio". */
function ratioRow(path, label, ours, copy) {
  const ratio = ours / copy;
  const valid = Number.isFinite(ratio) && copy > 0;
  return row(`${label} of ${path} / its static copy's`, valid ? ratio : null, {
    max: MAX_RATIO,
    digits: 2,
    show: `${ms(ours)} / ${ms(copy)} = ${ratio.toFixed(2)}`,
  });
}

/** The copies, made from the app's pages on `url`, kept beside the reports for a look. */
async function makeCopies(url, reportDir) {
  console.log(`\nStatic copies of ${MEASURED.join(', ')}: the DOM the app renders, its scripts removed (in ${reportDir})`);
  const copies = await captureStaticCopies(url, MEASURED);
  for (const [path, copy] of copies) {
    writeFileSync(join(reportDir, `copy-${fileOf(path)}.html`), copy.html);
    const { scripts, links, handlers } = copy.removed;
    console.log(`  ${path}: ${copy.html.length.toLocaleString('en-US')} characters (lang ${copy.language || '?'}); removed ${scripts} scripts, ${links} script/fetch preloads, ${handlers} event handlers`);
  }
  return copies;
}

/**
 * Lighthouse on the measured pages and their copies (`runs` each, in turn), then the CLS-only pages and the
 * first view's requests; answers the summary's rows.
 */
export async function pageRows(url, { runs = 5 } = {}) {
  const reportDir = mkdtempSync(join(tmpdir(), 'bench-lighthouse-'));
  const copies = await makeCopies(url, reportDir);
  const copyServer = await startCopyServer(url, copies);
  let lh;
  try {
    console.log(`\nLighthouse (mobile preset, ${runs} runs a page, each page right after its static copy; reports in ${reportDir})`);
    const targets = MEASURED.flatMap((path) => [
      { name: copyName(path), url: `${copyServer.url}${path}`, file: `copy-${fileOf(path)}` },
      { name: path, url: `${url}${path}`, file: fileOf(path) },
    ]);
    lh = await measureInTurn(targets, { runs, reportDir });
  } finally {
    await copyServer.stop();
  }
  const rows = [];
  console.log('\nPages beside their static copies (medians):');
  for (const path of MEASURED) {
    const ours = lh[path].median;
    const copy = lh[copyName(path)].median;
    const s = lh[path].story;
    console.log(
      `  ${path}: score ${ours.score} (copy ${copy.score}); FCP ${ms(ours.fcp)} / ${ms(copy.fcp)} = ${(ours.fcp / copy.fcp).toFixed(2)}; ` +
        `LCP ${ms(ours.lcp)} / ${ms(copy.lcp)} = ${(ours.lcp / copy.lcp).toFixed(2)}; TBT ${ms(ours.tbt)} (copy ${ms(copy.tbt)}); CLS ${ours.cls.toFixed(3)} (copy ${copy.cls.toFixed(3)})`,
    );
    const why = `LCP element ${s.element ?? '?'}; ${s.phases}; ${s.requests} requests (copy ${lh[copyName(path)].story.requests}), heaviest: ${s.heaviest.join(', ')}`;
    rows.push(row(`performance score of ${path}`, ours.score, { min: 98, note: `static copy ${copy.score}; ${why}` }));
    rows.push(ratioRow(path, 'FCP', ours.fcp, copy.fcp));
    rows.push(ratioRow(path, 'LCP', ours.lcp, copy.lcp));
    rows.push(row(`TBT of ${path}`, ours.tbt, { max: 50, unit: ' ms', note: `static copy ${ms(copy.tbt)}` }));
    rows.push(row(`CLS of ${path}`, ours.cls, { max: 0.02, digits: 3, note: `static copy ${copy.cls.toFixed(3)}` }));
  }
  const others = await measureInTurn(
    CLS_ONLY.map((path) => ({ name: path, url: `${url}${path}`, file: fileOf(path) })),
    { runs: Math.min(runs, CLS_RUNS), reportDir },
  );
  for (const path of CLS_ONLY) rows.push(row(`CLS of ${path}`, others[path].median.cls, { max: 0.02, digits: 3 }));
  const first = await countRequests(url, '/');
  const kinds = Object.entries(first.byType).map(([kind, n]) => `${kind} ${n}`).join(', ');
  rows.push(row('requests of the first view of / (Chromium 390x844, empty cache)', first.count, { max: 40, note: kinds }));
  return rows;
}
