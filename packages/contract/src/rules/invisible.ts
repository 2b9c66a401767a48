// No imports: the cashier's forms use it without loading the rule messages.

/**
 * Invisible characters in free text (names, titles, addresses, messages): every Unicode default-ignorable
 * code point and every format character (general category Cf) is refused (issue 33, after issue 17's list).
 * They draw nothing, or turn the text around them: the bidirectional controls (U+202E makes "gnp.exe" look
 * like "exe.png"), the zero-width characters, U+180E, the invisible operators U+2061-2064, the tag characters
 * U+E0000-E007F, the Hangul fillers, the soft hyphen, the variation selectors, and whatever Unicode adds to
 * those classes later: two names that look the same can differ, and one can hide what it says. No name,
 * address or message of this site (Chinese, English, Thai) needs one.
 *
 * Decision (docs/decisions.md "Issue 33: invisible characters"): emoji keep the two invisible parts they are
 * typed with. A variation selector U+FE0E/U+FE0F right after an emoji (❤️ is U+2764 U+FE0F), or U+FE0F
 * between 0-9, # or * and the keycap U+20E3 (1️⃣); and a zero-width joiner U+200D between two emoji (👩‍💻,
 * 👨‍👩‍👧, 🏳️‍🌈), each emoji with its U+FE0F or skin tone. Both only change how an emoji is drawn, never
 * letters, and a joiner outside an emoji sequence (between letters) is still refused. Refused still: the tag
 * sequences of the England, Scotland and Wales flags (tag characters), and the other variation selectors.
 */
const IGNORABLE = /[\p{Default_Ignorable_Code_Point}\p{Cf}]/u;
const EMOJI = /\p{Extended_Pictographic}/u;
const SKIN_TONE = /[\u{1F3FB}-\u{1F3FF}]/u;
const KEYCAP_BASE = /^[0-9#*]$/;
const ZWJ = '\u200d';
const VS15 = '\ufe0e';
const VS16 = '\ufe0f';
const KEYCAP = '\u20e3';

/** Whether the code point before `i` ends an emoji: the emoji itself, or its U+FE0F or skin tone right after it. */
function endsEmoji(chars: readonly string[], i: number): boolean {
  const before = chars[i - 1] ?? '';
  if (EMOJI.test(before)) return true;
  return (before === VS16 || SKIN_TONE.test(before)) && EMOJI.test(chars[i - 2] ?? '');
}

/** Whether the invisible character at `i` is one an emoji is typed with (the decision above). */
function partOfEmoji(chars: readonly string[], i: number): boolean {
  const c = chars[i];
  if (c === VS15 || c === VS16) return EMOJI.test(chars[i - 1] ?? '') || (c === VS16 && KEYCAP_BASE.test(chars[i - 1] ?? '') && chars[i + 1] === KEYCAP);
  if (c === ZWJ) return endsEmoji(chars, i) && EMOJI.test(chars[i + 1] ?? '');
  return false;
}

/** Whether a free text holds an invisible character: a default-ignorable or format one, outside an emoji. */
export function hasInvisibleCharacters(value: string): boolean {
  if (!IGNORABLE.test(value)) return false;
  const chars = [...value];
  return chars.some((c, i) => IGNORABLE.test(c) && !partOfEmoji(chars, i));
}
