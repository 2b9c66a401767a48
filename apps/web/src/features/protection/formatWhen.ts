import type { Language } from '../../shared/stores/settings';

const formats = new Map<Language, Intl.DateTimeFormat>();

/** A date and time in the player's language and local time zone ("2026年11月27日 下午3:00", "27 Nov 2026, 15:00"). */
export function formatWhen(iso: string, language: Language): string {
  let format = formats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' });
    formats.set(language, format);
  }
  return format.format(new Date(iso));
}
