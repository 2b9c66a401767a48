import type { ApiLanguage } from '../http/language';

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
