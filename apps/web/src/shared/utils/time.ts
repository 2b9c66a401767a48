const pad = (n: number) => String(n).padStart(2, '0');

/** Local time as YYYY/MM/DD HH:mm:ss (SPEC 9 date format). */
export function formatLocalDateTime(date: Date): string {
  return `${date.getFullYear()}/${pad(date.getMonth() + 1)}/${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
}
