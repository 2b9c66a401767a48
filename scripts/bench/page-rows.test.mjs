import { describe, expect, it } from 'vitest';
import { copyName, flaggedRow, floorName, pageRowsOf, sideBySide } from './page-rows.mjs';

/** A target's Lighthouse result as measureInTurn answers it: medians, the single runs, the flagged count. */
function target(median, indexes = [1500]) {
  const runs = indexes.map((benchmarkIndex) => ({ ...median, benchmarkIndex }));
  return { median, runs, flagged: indexes.filter((i) => i <= 1000).length, story: { element: '<img>', phases: 'TTFB 100 ms', longTasks: '20@1000' } };
}
const base = { score: 99, fcp: 900, lcp: 1000, tbt: 120, cpuTbt: 20, cpuAfterFcp: 90, cls: 0, requests: 30 };

function results(ours, { floorIndexes } = {}) {
  return {
    '/': target({ ...base, ...ours }),
    [floorName('/')]: target({ ...base, cpuTbt: 18, cpuAfterFcp: 60 }, floorIndexes),
    [copyName('/')]: target({ ...base, score: 100, cpuTbt: 0, cpuAfterFcp: 5 }),
  };
}
const rowOf = (rows, start) => rows.find((r) => r.measure.startsWith(start));

describe('the page rows beside the static copy and the floor', () => {
  it('holds the CPU-time TBT to the floor plus 50 ms and shows ours / floor / copy', () => {
    const within = rowOf(pageRowsOf('/', results({ cpuTbt: 68 })), 'CPU-time TBT of /');
    expect(within).toMatchObject({ ok: true, value: '68 ms / 18 ms / 0 ms', budget: '<= floor + 50 = 68 ms' });
    expect(rowOf(pageRowsOf('/', results({ cpuTbt: 69 })), 'CPU-time TBT of /').ok).toBe(false);
  });

  it('counts a floor that did not hydrate cleanly as over', () => {
    const row = rowOf(pageRowsOf('/', results({ cpuTbt: 20 }), ['Minified React error #418']), 'CPU-time TBT of /');
    expect(row.ok).toBe(false);
    expect(row.note).toContain('#418');
  });

  it("holds the score to within 3 points of the copy's", () => {
    expect(rowOf(pageRowsOf('/', results({ score: 97 })), 'performance score').ok).toBe(true);
    expect(rowOf(pageRowsOf('/', results({ score: 96 })), 'performance score')).toMatchObject({ ok: false, budget: '>= copy - 3 = 97' });
  });

  it('notes runs with a low benchmark index on the rows and counts them in the summary, still within budget', () => {
    const lh = results({}, { floorIndexes: [900, 1500, 1000] });
    const row = rowOf(pageRowsOf('/', lh), 'CPU-time TBT of /');
    expect(row.ok).toBe(true);
    expect(row.note).toContain('2 of 5 runs with a low benchmark index');
    expect(flaggedRow(lh)).toMatchObject({ value: '2 of 5', ok: true });
  });

  it('prints one line per page, each cell ours / static copy / floor', () => {
    const table = sideBySide(['/'], results({ cpuTbt: 40 })).split('\n');
    expect(table[0]).toBe('| page: ours / static copy / floor | score | FCP ms | LCP ms | Lighthouse TBT ms | CPU TBT ms | CPU after FCP ms | CLS | requests |');
    expect(table[2]).toBe('| `/` | 99 / 100 / 99 | 900 / 900 / 900 | 1,000 / 1,000 / 1,000 | 120 / 120 / 120 | 40 / 0 / 18 | 90 / 5 / 60 | 0.000 / 0.000 / 0.000 | 30 / 30 / 30 |');
  });
});
