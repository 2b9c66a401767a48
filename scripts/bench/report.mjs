// The bench's summary: one row per budgeted figure, then `bench: N within budget, N over`.

/**
 * A row: `measured` is a number (or null when it could not be measured), `max`/`min` the budget;
 * `invalid` marks a figure that does not count (errors, rate not reached): shown, but over;
 * `show` is what the table shows instead of the number (a ratio with the two figures it divides), `budget` what
 * it shows instead of the limit (a limit taken from another figure: "<= floor + 50 = 68 ms").
 */
export function row(measure, measured, { max, min, unit = '', digits = 0, note = '', invalid = false, show, budget }) {
  const fmt = (v) => `${v.toFixed(digits)}${unit}`;
  const ok = measured === null || Number.isNaN(measured) || invalid ? false : max !== undefined ? measured <= max : measured >= min;
  return {
    measure,
    value: measured === null || Number.isNaN(measured) ? 'not measured' : (show ?? fmt(measured)),
    budget: budget ?? (max !== undefined ? `<= ${fmt(max)}` : `>= ${fmt(min)}`),
    ok,
    note,
  };
}

/** A row that is within budget or not by a check rather than a number (the ledger). */
export function checkRow(measure, ok, value, budget, note = '') {
  return { measure, value, budget, ok, note };
}

export function printSummary(rows) {
  const headers = ['measure', 'measured', 'budget', 'result'];
  const cells = rows.map((r) => [r.measure, r.value, r.budget, r.ok ? 'ok' : 'OVER']);
  const widths = headers.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i].length)));
  const line = (c) => `| ${c.map((x, i) => x.padEnd(widths[i])).join(' | ')} |`;
  console.log('');
  console.log(line(headers));
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const c of cells) console.log(line(c));
  const notes = rows.filter((r) => r.note);
  if (notes.length) {
    console.log('');
    for (const r of notes) console.log(`${r.ok ? '  ' : '! '}${r.measure}: ${r.note}`);
  }
  const over = rows.filter((r) => !r.ok).length;
  console.log('');
  console.log(`bench: ${rows.length - over} within budget, ${over} over`);
  return over;
}
