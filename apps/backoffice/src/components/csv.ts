import Papa from 'papaparse';

/** At most this many rows in one export (pages of 200 fetched in turn): a larger list is narrowed by its filters first. */
export const CSV_MAX_ROWS = 10_000;

/**
 * A CSV file of rows (Papa Parse's unparse): quotes where needed, a BOM so spreadsheet programs read
 * the Chinese as UTF-8, and every cell that a spreadsheet would run as a formula (= + - @, tab, CR)
 * escaped with a leading apostrophe: a player's name or note must not become code on a staff member's
 * computer (CSV injection).
 */
export function toCsv(header: readonly string[], rows: readonly (readonly unknown[])[]): string {
  const data = rows.map((row) => row.map((cell) => (cell === null || cell === undefined ? '' : typeof cell === 'object' ? JSON.stringify(cell) : String(cell))));
  return `\uFEFF${Papa.unparse({ fields: [...header], data }, { escapeFormulae: true, newline: '\r\n' })}`;
}

/** Saves text as a file through a temporary link (the browser's download), the URL freed at once after. */
export function downloadText(fileName: string, text: string, type = 'text/csv;charset=utf-8'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
