// The pages beside their static copies and their floors (DESIGN 8, issues 22 and 36): `/`, the lobby and the
// promotions list, each measured by Lighthouse (mobile preset) in turn with a static copy of itself made in the
// same run from the DOM the app renders (bench/static-copy.mjs) and a floor page, the same server markup hydrated
// by a bare React app (bench/floor.mjs). Rows (bench/page-rows.mjs): CPU-time TBT <= the floor's + 50 ms, score
// within 3 points of the copy's, FCP and LCP <= 1.15 x the copy's, CLS <= 0.02; then the CLS of two more pages
// and the requests of the first view of `/`.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { checkFloors, makeFloors } from './floor.mjs';
import { fileOf, measureInTurn } from './lighthouse.mjs';
import { copyName, flaggedRow, floorName, pageRowsOf, sideBySide } from './page-rows.mjs';
import { row } from './report.mjs';
import { countRequests } from './requests.mjs';
import { captureStaticCopies, startCopyServer } from './static-copy.mjs';

/** The pages measured against their static copies and floors. */
export const MEASURED = ['/', '/game/lobby', '/activity/list'];
/** Pages whose CLS only is held (DESIGN 8: any page); fewer runs, CLS moves little from run to run. */
const CLS_ONLY = ['/stationary/about-us/terms', '/service'];
const CLS_RUNS = 3;

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

/** The floors, made from our server's markup for the copies' browser, checked in Chromium, kept beside the reports. */
async function makeCheckedFloors(url, copies, reportDir) {
  console.log(`\nFloors of ${MEASURED.join(', ')}: the server's markup hydrated by a bare React 19 app of plain elements`);
  const floors = await makeFloors(url, copies, fileOf);
  for (const [path, floor] of floors.served) writeFileSync(join(reportDir, `floor-${fileOf(path)}.${path.startsWith('/__floor/') ? 'js' : 'html'}`), floor.body ?? floor.html);
  const server = await startCopyServer(url, floors.served);
  const problems = await checkFloors(server.url, MEASURED).catch(async (error) => {
    await server.stop();
    throw error;
  });
  for (const path of MEASURED) {
    const seen = problems.get(path) ?? [];
    console.log(`  ${path}: ${floors.elements.get(path)} elements, script ${(floors.bundleBytes / 1024).toFixed(0)} KB + its tree; ${seen.length ? `PROBLEMS: ${seen.join(' | ')}` : 'hydrates without a console error'}`);
  }
  return { server, problems };
}

/**
 * Lighthouse on the measured pages, their copies and their floors (`runs` each, in turn), then the CLS-only pages
 * and the first view's requests; answers the summary's rows.
 */
export async function pageRows(url, { runs = 5 } = {}) {
  const reportDir = mkdtempSync(join(tmpdir(), 'bench-lighthouse-'));
  const copies = await makeCopies(url, reportDir);
  const copyServer = await startCopyServer(url, copies);
  let floors;
  let lh;
  try {
    floors = await makeCheckedFloors(url, copies, reportDir);
    console.log(`\nLighthouse (mobile preset, ${runs} runs a page, in turn: its static copy, its floor, the page; reports in ${reportDir})`);
    const targets = MEASURED.flatMap((path) => [
      { name: copyName(path), url: `${copyServer.url}${path}`, file: `copy-${fileOf(path)}` },
      { name: floorName(path), url: `${floors.server.url}${path}`, file: `floor-${fileOf(path)}` },
      { name: path, url: `${url}${path}`, file: fileOf(path) },
    ]);
    lh = await measureInTurn(targets, { runs, reportDir });
  } finally {
    await copyServer.stop();
    await floors?.server.stop();
  }
  console.log('\nPages beside their static copies and floors (medians; each cell ours / static copy / floor):\n');
  console.log(sideBySide(MEASURED, lh));
  const rows = MEASURED.flatMap((path) => pageRowsOf(path, lh, floors.problems.get(path)));
  rows.push(flaggedRow(lh));
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
