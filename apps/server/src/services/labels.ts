import type { ApiLanguage } from '../domain/language';

type LabelSet = Partial<Record<ApiLanguage, string>>;
const parsed = new Map<string, LabelSet>();

/** A JSON label set `{"TW":..,"EN":..,"TH":..}` read in one language, TW as the fallback. */
export function label(json: string, lang: ApiLanguage): string {
  let names = parsed.get(json);
  if (!names) {
    try {
      names = JSON.parse(json) as LabelSet;
    } catch {
      names = {};
    }
    if (parsed.size > 5000) parsed.clear();
    parsed.set(json, names);
  }
  return names[lang] ?? names.TW ?? '';
}

/**
 * A game platform's stored name (game_channels.name) in one language: a label set when its names
 * differ by language, else plain text used as it is (issue 19: one name per wallet).
 */
export function channelName(stored: string, lang: ApiLanguage): string {
  return stored.startsWith('{') ? label(stored, lang) : stored;
}
