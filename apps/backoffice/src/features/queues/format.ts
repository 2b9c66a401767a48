/** How the queues show times and money: Taiwan time (the site's day is +08:00), amounts with thousands separators. */

const formatters = new Map<string, Intl.DateTimeFormat>();

/** '2026-11-29T01:02:03.000Z' → '2026/11/29 09:02' (zh-TW) or '2026-11-29, 09:02' (en), in Taiwan time. */
export function formatTime(iso: string, language: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  let formatter = formatters.get(language);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(language === 'en' ? 'en-CA' : 'zh-TW', {
      timeZone: 'Asia/Taipei',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(language, formatter);
  }
  return formatter.format(date);
}

/** A decimal string of the contract ('60000.00') with thousands separators ('60,000.00'), exact (no float). */
export function formatMoney(amount: string): string {
  const match = /^(-?)(\d+)(\.\d+)?$/.exec(amount);
  if (!match) return amount;
  const [, sign, whole = '', fraction = ''] = match;
  return `${sign}${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}${fraction}`;
}
