// The rows of one measured page beside its static copy and its floor (DESIGN 8, issue 36), from the medians of
// Lighthouse runs taken in turn (pages.mjs), and the side-by-side table printed for docs/performance.md.
import { LOW_BENCHMARK_INDEX } from './lighthouse.mjs';
import { checkRow, row } from './report.mjs';

/** FCP and LCP of a page at most this many times its static copy's. */
const MAX_RATIO = 1.15;
/** CPU-time TBT of a page at most its floor's plus this. */
const OVER_FLOOR_MS = 50;
/** Lighthouse's score of a page at least its static copy's minus this. */
const SCORE_POINTS = 3;
const MAX_CLS = 0.02;

export const copyName = (path) => `static copy of ${path}`;
export const floorName = (path) => `floor of ${path}`;

const ms = (v) => (Number.isFinite(v) ? `${Math.round(v).toLocaleString('en-US')} ms` : '?');
const num = (v) => (Number.isFinite(v) ? Math.round(v).toLocaleString('en-US') : '?');
/** "ours / floor / copy" of one figure. */
const three = (o, f, c, fmt = num) => `${fmt(o)} / ${fmt(f)} / ${fmt(c)}`;

/** A figure (`label`: FCP or LCP) of the page over its copy's, shown as "ours / copy = ratio". */
function ratioRow(path, label, ours, copy, note) {
  const ratio = ours / copy;
  const valid = Number.isFinite(ratio) && copy > 0;
  return row(`${label} of ${path} / its static copy's`, valid ? ratio : null, {
    max: MAX_RATIO,
    digits: 2,
    show: `${ms(ours)} / ${ms(copy)} = ${ratio.toFixed(2)}`,
    note,
  });
}

/** "2 of 15 runs with a low benchmark index (ours 1, floor 0, copy 1)", or '' when none was. */
function flaggedNote(path, lh) {
  const [ours, floor, copy] = [path, floorName(path), copyName(path)].map((name) => lh[name]);
  const flagged = ours.flagged + floor.flagged + copy.flagged;
  if (flagged === 0) return '';
  const runs = ours.runs.length + floor.runs.length + copy.runs.length;
  return `${flagged} of ${runs} runs with a low benchmark index (<= ${LOW_BENCHMARK_INDEX}; ours ${ours.flagged}, floor ${floor.flagged}, copy ${copy.flagged}), counted all the same`;
}

/**
 * The rows of `path`: CPU-time TBT against the floor's plus 50 ms, the score within 3 points of the copy's, FCP
 * and LCP against 1.15 x the copy's, CLS; the CPU after FCP and Lighthouse's own TBT as information.
 * `floorProblems`: what the browser check saw on the floor (a floor with a mismatch is no floor: its row is over).
 */
export function pageRowsOf(path, lh, floorProblems = []) {
  const ours = lh[path].median;
  const floor = lh[floorName(path)].median;
  const copy = lh[copyName(path)].median;
  const flagged = flaggedNote(path, lh);
  const withFlag = (note) => [note, flagged].filter(Boolean).join('; ');
  const floorNote = floorProblems.length ? `the floor did not hydrate cleanly: ${floorProblems.slice(0, 2).join(' | ')}` : '';
  const longest = (name) => (lh[name].story.longTasks ?? '').trim();
  const limit = floor.cpuTbt + OVER_FLOOR_MS;
  return [
    row(`CPU-time TBT of ${path}: ours / floor / copy`, ours.cpuTbt, {
      max: limit,
      show: three(ours.cpuTbt, floor.cpuTbt, copy.cpuTbt, ms),
      budget: `<= floor + ${OVER_FLOOR_MS} = ${ms(limit)}`,
      invalid: floorProblems.length > 0,
      note: withFlag([floorNote, longest(path) && `longest tasks of ours in its median-LCP run (CPU ms@ms after the start): ${longest(path)}`].filter(Boolean).join('; ')),
    }),
    checkRow(`main-thread CPU after FCP of ${path}: ours / floor / copy`, true, three(ours.cpuAfterFcp, floor.cpuAfterFcp, copy.cpuAfterFcp, ms), 'information'),
    row(`performance score of ${path} beside its static copy's`, ours.score, {
      min: copy.score - SCORE_POINTS,
      show: `${ours.score} (copy ${copy.score}, floor ${floor.score})`,
      budget: `>= copy - ${SCORE_POINTS} = ${copy.score - SCORE_POINTS}`,
      note: withFlag(''),
    }),
    ratioRow(path, 'FCP', ours.fcp, copy.fcp, ''),
    ratioRow(path, 'LCP', ours.lcp, copy.lcp, `LCP element ${lh[path].story.element ?? '?'}; ${lh[path].story.phases}`),
    checkRow(`Lighthouse TBT of ${path}: ours / floor / copy`, true, three(ours.tbt, floor.tbt, copy.tbt, ms), 'information', 'wall time at 4x, waiting for a core included'),
    row(`CLS of ${path}`, ours.cls, { max: MAX_CLS, digits: 3, note: `static copy ${copy.cls.toFixed(3)}, floor ${floor.cls.toFixed(3)}` }),
  ];
}

/** The summary's count of flagged runs over every target measured. */
export function flaggedRow(lh) {
  const all = Object.values(lh);
  const flagged = all.reduce((n, t) => n + t.flagged, 0);
  const runs = all.reduce((n, t) => n + t.runs.length, 0);
  const names = all.flatMap((t, i) => (t.flagged ? [`${Object.keys(lh)[i]} ${t.flagged}`] : []));
  return checkRow(`Lighthouse runs with a low benchmark index (<= ${LOW_BENCHMARK_INDEX}, Lighthouse's slow-CPU line)`, true, `${flagged} of ${runs}`, 'information', names.join(', '));
}

/**
 * The table for docs/performance.md: one line per page, each cell "ours / static copy / floor" (medians).
 * `requests` are Lighthouse's (network-requests of the run); the first view's count in Chromium is its own row.
 */
export function sideBySide(paths, lh) {
  const cells = [
    ['score', (f) => num(f.score)],
    ['FCP ms', (f) => num(f.fcp)],
    ['LCP ms', (f) => num(f.lcp)],
    ['Lighthouse TBT ms', (f) => num(f.tbt)],
    ['CPU TBT ms', (f) => num(f.cpuTbt)],
    ['CPU after FCP ms', (f) => num(f.cpuAfterFcp)],
    ['CLS', (f) => (Number.isFinite(f.cls) ? f.cls.toFixed(3) : '?')],
    ['requests', (f) => num(f.requests)],
  ];
  const lines = [`| page: ours / static copy / floor | ${cells.map(([h]) => h).join(' | ')} |`, `|---|${cells.map(() => '---').join('|')}|`];
  for (const path of paths) {
    const [ours, copy, floor] = [path, copyName(path), floorName(path)].map((name) => lh[name].median);
    lines.push(`| \`${path}\` | ${cells.map(([, cell]) => `${cell(ours)} / ${cell(copy)} / ${cell(floor)}`).join(' | ')} |`);
  }
  return lines.join('\n');
}
