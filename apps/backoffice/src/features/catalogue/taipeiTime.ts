/**
 * The catalogue's and maintenance's time fields (datetime-local) are Taipei time (+08:00), the server's, whatever
 * the browser's zone: a window typed in the office means the same instant on every machine.
 */
const OFFSET_MS = 8 * 3_600_000;

/** '2026-12-01T02:00' (Taipei) -> '2026-12-01T02:00:00+08:00', or undefined when not a complete value. */
export function fromTaipeiInput(value: string): string | undefined {
  return /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value) ? `${value}:00+08:00` : undefined;
}

/** An instant as a datetime-local value in Taipei time ('' for none). */
export function toTaipeiInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const ms = Date.parse(iso);
  return Number.isFinite(ms) ? new Date(ms + OFFSET_MS).toISOString().slice(0, 16) : '';
}
