import { describe, expect, it } from 'vitest';
import { shortNameInput } from '../api/fund-schemas';
import { hasInvisibleCharacters, nicknameSchema, validateNickname } from './account';
import { validateDeliveryAddress, validateReceiver } from './address';
import { feedbackTextSchema, validateFeedbackText, validateRealName, validateRealNameStrict, validateReceiverName } from './identity';
import { RULE_MESSAGES } from './messages';

/** Issue 17: a nickname accepted U+202E (right-to-left override) and other invisible formatting characters. */

const BIDI = ['\u202a', '\u202b', '\u202c', '\u202d', '\u202e', '\u2066', '\u2067', '\u2068', '\u2069', '\u200e', '\u200f', '\u061c'];
const ZERO_WIDTH = ['\u200b', '\u200c', '\u200d', '\u2060', '\ufeff'];
const INVISIBLE = [...BIDI, ...ZERO_WIDTH];
const hex = (c: string) => `U+${c.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`;

/** Each free-text rule with a valid value, and where an invisible character goes into it. */
const RULES: Array<{ name: string; valid: string; check: (value: string) => string | null; insert: (c: string) => string }> = [
  { name: 'nickname', valid: '小明Abc', check: (v) => validateNickname(v), insert: (c) => `小明${c}Abc` },
  { name: 'receiver', valid: '王小明', check: validateReceiver, insert: (c) => `王${c}小明` },
  { name: 'receiver name', valid: '王小明', check: validateReceiverName, insert: (c) => `王小${c}明` },
  { name: 'delivery address', valid: '台北市信義區市府路45號', check: validateDeliveryAddress, insert: (c) => `台北市${c}信義區市府路45號` },
  { name: 'real name', valid: '王小明', check: validateRealName, insert: (c) => `王${c}小明` },
  { name: 'real name (strict)', valid: '王小明', check: validateRealNameStrict, insert: (c) => `王${c}小明` },
  { name: 'feedback text', valid: '提款很久沒有到帳', check: (v) => validateFeedbackText(v, 'long'), insert: (c) => `提款很久${c}沒有到帳` },
  { name: 'letter text', valid: '請問提款', check: (v) => validateFeedbackText(v, 'short'), insert: (c) => `請問${c}提款` },
];

describe('invisible formatting characters are refused in every free-text rule', () => {
  it.each(RULES)('$name: valid without, refused with each bidi control and zero-width character', ({ valid, check, insert }) => {
    expect(check(valid)).toBeNull();
    for (const c of INVISIBLE) expect([hex(c), check(insert(c))]).toEqual([hex(c), 'rules.invisibleCharacters']);
  });

  it('refuses a nickname of "gnp.exe" turned around by U+202E, with the translated message in three languages', () => {
    const spoof = 'ab\u202egnp.exe';
    expect(validateNickname(spoof)).toBe('rules.invisibleCharacters');
    const parsed = nicknameSchema.safeParse(spoof);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe('rules.invisibleCharacters');
    expect(RULE_MESSAGES['rules.invisibleCharacters']).toEqual({
      'zh-TW': '不能包含不可見的格式字元（如零寬字元或文字方向控制字元）',
      en: 'Must not contain invisible formatting characters (such as zero-width or text-direction characters)',
      th: 'ต้องไม่มีอักขระจัดรูปแบบที่มองไม่เห็น (เช่น อักขระความกว้างศูนย์หรืออักขระควบคุมทิศทางข้อความ)',
    });
  });

  it('refuses them in the feedback schema and in a branch or wallet name', () => {
    expect(feedbackTextSchema.safeParse('提款很久\u200b沒有到帳').error?.issues[0]?.message).toBe('rules.invisibleCharacters');
    expect(shortNameInput.safeParse('信義分行').success).toBe(true);
    for (const c of INVISIBLE) expect([hex(c), shortNameInput.safeParse(`信義${c}分行`).success]).toEqual([hex(c), false]);
  });

  it('leaves visible text alone: Thai marks, CJK, emoji without joiners, an ordinary space', () => {
    for (const text of ['สมชาย ใจดี', '王小明', 'Hi 😀', 'a\u00b7b', 'é']) expect([text, hasInvisibleCharacters(text)]).toEqual([text, false]);
    for (const c of INVISIBLE) expect([hex(c), hasInvisibleCharacters(`a${c}b`)]).toEqual([hex(c), true]);
  });
});

describe('issue 33: every default-ignorable and format character, and the emoji decision', () => {
  it('refuses U+180E, the invisible operators, the tag characters, the Hangul filler, the soft hyphen and other selectors', () => {
    for (const c of ['\u180e', '\u2061', '\u2062', '\u2063', '\u2064', '\u{E0001}', '\u{E0041}', '\u3164', '\u00ad', '\u034f', '\ufe00']) {
      expect([hex(c), hasInvisibleCharacters(`小${c}明`)]).toEqual([hex(c), true]);
    }
  });

  it('accepts the invisible parts an emoji is typed with: a presentation selector, a keycap, a joiner between emoji', () => {
    const emoji = ['❤\ufe0f', '❤\ufe0e', '1\ufe0f\u20e3', '#\ufe0f\u20e3', '👩\u200d💻', '👨🏽\u200d💻', '🏳\ufe0f\u200d🌈', '👨\u200d👩\u200d👧'];
    for (const text of emoji) expect([text, hasInvisibleCharacters(`好${text}`)]).toEqual([text, false]);
  });

  it('refuses the same characters outside an emoji: a selector after a letter, a joiner beside a letter, a tag flag', () => {
    const bare = ['a\ufe0f', '1\ufe0f', '\ufe0e好', 'a\u200d😀', '😀\u200da', '\u200d😀', '🏴\u{E0067}\u{E0062}\u{E0065}\u{E006E}\u{E0067}\u{E007F}'];
    for (const text of bare) expect([text, hasInvisibleCharacters(text)]).toEqual([text, true]);
  });
});
