/**
 * A row id from a path parameter: 1 to 9 digits, so it always fits PostgreSQL's
 * 4-byte integer columns (a longer number would be a 500 there, not a 404).
 * Anything else is 0, which matches no row.
 */
export function rowIdOf(text: string | undefined): number {
  return text !== undefined && /^\d{1,9}$/.test(text) ? Number(text) : 0;
}
