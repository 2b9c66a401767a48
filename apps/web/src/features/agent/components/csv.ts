/**
 * CSV of what a screen shows (issue 21: the commission statement's export): every cell quoted
 * (a figure with thousands separators stays one cell; a quote inside is doubled), CRLF lines, a
 * byte-order mark so spreadsheet programs read the Chinese and Thai words as UTF-8.
 */
export function toCsv(rows: readonly (readonly (string | number)[])[]): string {
  return `\uFEFF${rows.map((row) => row.map((cell) => `"${String(cell).replace(/"/g, '""')}"`).join(',')).join('\r\n')}\r\n`;
}

/** Saves a CSV text under a file name: a Blob and a temporary link, in the click that asked for it. */
export function downloadCsv(text: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
