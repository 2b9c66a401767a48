// No imports: the cashier's forms use it without loading the rule messages.

/**
 * Invisible formatting characters (issue 17): the bidirectional controls (U+202A-202E embeddings
 * and overrides, U+2066-2069 isolates, U+200E/200F marks, U+061C the Arabic letter mark) turn the
 * text around them so that a name or a message reads otherwise than it is written (U+202E makes
 * "gnp.exe" look like "exe.png"); the zero-width characters (U+200B-200D, U+2060 word joiner,
 * U+FEFF) make two names that look the same differ. No name, address or message of this site
 * needs them; the price is that emoji joined with U+200D (families, professions) are refused
 * and have to be typed as their single parts.
 */
const INVISIBLE_FORMATTING = /[\u061c\u200b-\u200f\u202a-\u202e\u2060\u2066-\u2069\ufeff]/;

/** Whether a free text holds a bidirectional control or a zero-width character. */
export function hasInvisibleCharacters(value: string): boolean {
  return INVISIBLE_FORMATTING.test(value);
}
