import {
  ATTACHMENT_EXTENSIONS,
  BIRTHDAY_AGE_RANGES,
  FEEDBACK_TEXT_RANGES,
  ID_IMAGE_EXTENSIONS,
  REAL_NAME_MIN,
  REAL_NAME_STRICT_MAX,
  RECEIVER_NAME_MIN,
  UPLOAD_MAX_BYTES,
} from '../constants';
import { charCount } from './account';
import { hasInvisibleCharacters } from './invisible';
import type { RuleMessageKey } from './messages';
import { ruleSchema } from './messages';

// ---- Real name and receiver name ---------------------------------------------

/** Middle dots seen in transliterated names: U+00B7, U+2027 (Taiwan), U+30FB, U+2022. */
const DOTS = '\u00b7\u2027\u30fb\u2022';
const NAME_CHARS = new RegExp(`^[\\p{Script=Han}A-Za-z${DOTS} ]+$`, 'u');
const HAS_LETTER = /[\p{Script=Han}A-Za-z]/u;
const DOUBLE_DOT = new RegExp(`[${DOTS}]{2}`);

/**
 * Real name, simple validator: after trimming, at least 2 characters of
 * Chinese or English letters, middle dots and spaces, with at least one letter.
 */
export function validateRealName(value: string): RuleMessageKey | null {
  if (hasInvisibleCharacters(value)) return 'rules.invisibleCharacters';
  const name = value.trim();
  const ok = charCount(name) >= REAL_NAME_MIN && NAME_CHARS.test(name) && HAS_LETTER.test(name);
  return ok ? null : 'rules.realName';
}

/**
 * Real name, strict validator: 2-50 characters of Chinese or English letters,
 * middle dots and single spaces; no double spaces, no two dots in a row, no
 * leading or trailing space. Not trimmed: edge spaces are an error.
 */
export function validateRealNameStrict(value: string): RuleMessageKey | null {
  if (hasInvisibleCharacters(value)) return 'rules.invisibleCharacters';
  const length = charCount(value);
  const ok =
    length >= REAL_NAME_MIN &&
    length <= REAL_NAME_STRICT_MAX &&
    NAME_CHARS.test(value) &&
    HAS_LETTER.test(value) &&
    !value.includes('  ') &&
    !DOUBLE_DOT.test(value) &&
    value === value.trim();
  return ok ? null : 'rules.realName';
}

/** Receiver of a delivery address: at least 2 characters after trimming. */
export function validateReceiverName(value: string): RuleMessageKey | null {
  if (hasInvisibleCharacters(value)) return 'rules.invisibleCharacters';
  return charCount(value.trim()) >= RECEIVER_NAME_MIN ? null : 'rules.receiverName';
}

// ---- Birthday -------------------------------------------------------------------

export type BirthdayRange = keyof typeof BIRTHDAY_AGE_RANGES;
export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

/** Parses YYYY-MM-DD or YYYY/MM/DD (a time part after it is ignored); null when not a real calendar date. */
export function parseCalendarDate(value: string): CalendarDate | null {
  const match = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})(?:$|[T ])/.exec(value.trim());
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const probe = new Date(Date.UTC(year, month - 1, day));
  probe.setUTCFullYear(year);
  const real = probe.getUTCFullYear() === year && probe.getUTCMonth() === month - 1 && probe.getUTCDate() === day;
  return real ? { year, month, day } : null;
}

/** Whole years from the birth date to `today` (a 29 February birthday counts from 1 March in other years). */
export function ageOn(birth: CalendarDate, today: CalendarDate): number {
  const hadBirthday = today.month > birth.month || (today.month === birth.month && today.day >= birth.day);
  return today.year - birth.year - (hadBirthday ? 0 : 1);
}

/**
 * Birthday: a real date, not in the future, age within the range (inclusive)
 * on the local calendar day of `now`. 'standard' is 18-100, 'strict' 18-65.
 */
export function validateBirthday(value: string, now: Date, range: BirthdayRange = 'standard'): RuleMessageKey | null {
  const birth = parseCalendarDate(value);
  const today = { year: now.getFullYear(), month: now.getMonth() + 1, day: now.getDate() };
  if (!birth) return 'rules.birthday';
  const key = (d: CalendarDate) => d.year * 10000 + d.month * 100 + d.day;
  if (key(birth) > key(today)) return 'rules.birthday';
  const age = ageOn(birth, today);
  const { min, max } = BIRTHDAY_AGE_RANGES[range];
  if (age >= min && age <= max) return null;
  return range === 'standard' ? 'rules.birthdayAge18to100' : 'rules.birthdayAge18to65';
}

// ---- Taiwan national ID ---------------------------------------------------------

/** Two-digit codes of the first letter (A=10 ... with I=34, O=35, W=32, X=30, Y=31, Z=33). */
const ID_LETTER_CODES = 'ABCDEFGHJKLMNPQRSTUVXYWZIO';

/**
 * Taiwan national ID (and the 2021 resident certificate sharing its format):
 * a letter, then 1, 2, 8 or 9, then 7 digits and a check digit; the weighted
 * sum is a multiple of 10. Case-insensitive.
 */
export function isTaiwanId(value: string): boolean {
  const id = value.trim().toUpperCase();
  if (!/^[A-Z][1289]\d{8}$/.test(id)) return false;
  const code = ID_LETTER_CODES.indexOf(id[0] as string) + 10;
  let sum = Math.floor(code / 10) + (code % 10) * 9;
  for (let i = 1; i <= 8; i++) sum += Number(id[i]) * (9 - i);
  sum += Number(id[9]);
  return sum % 10 === 0;
}

export function validateIdNumber(value: string): RuleMessageKey | null {
  return isTaiwanId(value) ? null : 'rules.idNumber';
}

/** The ID verification's two photos, front then back (the web dialog and the cashier's form ask the same). */
export const ID_PHOTOS = ['idFront', 'idBack'] as const;
export type IdPhoto = (typeof ID_PHOTOS)[number];

/** The ID number as typed: letters upper-cased, letters and digits only, 10 at most. */
export function filterIdNumber(raw: string): string {
  return raw.toUpperCase().replace(/[^A-Z0-9]/g, '').slice(0, 10);
}

/** The ID number field's input attributes, alike wherever it is asked. */
export const ID_NUMBER_INPUT = { autoComplete: 'off', autoCapitalize: 'characters', spellCheck: false, maxLength: 10, placeholder: 'A123456789' } as const;

// ---- Feedback and letter text -----------------------------------------------------

export type FeedbackRange = keyof typeof FEEDBACK_TEXT_RANGES;
/**
 * True when the text starts or ends with white space (the user must re-edit). Issue 19: SPEC 5's ban
 * of < > ' " & and double spaces is lifted: a player writing to support types them (it's, "5" & "6",
 * <script> quoted from a page), so they are kept as typed and escaped wherever they are shown: the
 * server stores and answers plain text (html false), the site renders it as text, never as HTML.
 */
export function hasEdgeSpaces(value: string): boolean {
  return /^\s|\s$/.test(value);
}

/**
 * Feedback ('long', 3-500) or letter ('short', 2-200) text: the length first, then invisible
 * characters, then leading or trailing spaces (the user must re-edit).
 */
export function validateFeedbackText(value: string, range: FeedbackRange = 'long'): RuleMessageKey | null {
  const { min, max } = FEEDBACK_TEXT_RANGES[range];
  const length = charCount(value);
  if (length < min || length > max) return range === 'long' ? 'rules.textLength3to500' : 'rules.textLength2to200';
  if (hasInvisibleCharacters(value)) return 'rules.invisibleCharacters';
  return hasEdgeSpaces(value) ? 'rules.textEdgeSpaces' : null;
}

// ---- Uploads ----------------------------------------------------------------------

export type UploadKind = 'idImage' | 'attachment';
export interface UploadFile {
  name: string;
  /** MIME type; an empty one is judged by the extension only. */
  type?: string;
  size: number;
}

const UPLOAD_RULES: Record<UploadKind, { extensions: readonly string[]; mimes: readonly string[]; key: RuleMessageKey }> = {
  idImage: { extensions: ID_IMAGE_EXTENSIONS, mimes: ['image/jpeg', 'image/jpg', 'image/png', 'image/gif'], key: 'rules.idImageFormat' },
  attachment: { extensions: ATTACHMENT_EXTENSIONS, mimes: ['image/jpeg', 'image/jpg', 'image/png'], key: 'rules.attachmentFormat' },
};

/** Value for an `<input type="file" accept>` of each kind. */
export const UPLOAD_ACCEPT: Record<UploadKind, string> = {
  idImage: [...ID_IMAGE_EXTENSIONS.map((e) => `.${e}`), 'image/jpeg', 'image/png', 'image/gif'].join(','),
  attachment: [...ATTACHMENT_EXTENSIONS.map((e) => `.${e}`), 'image/jpeg', 'image/png'].join(','),
};

/**
 * ID images: jpeg, jpg, png or gif; attachments: jpg or png. Both at most
 * 10 MB (10 485 760 bytes, inclusive). Extension case is ignored.
 */
export function validateUpload(file: UploadFile, kind: UploadKind): RuleMessageKey | null {
  const rule = UPLOAD_RULES[kind];
  const dot = file.name.lastIndexOf('.');
  const extension = dot >= 0 ? file.name.slice(dot + 1).toLowerCase() : '';
  const mime = (file.type ?? '').toLowerCase();
  if (!rule.extensions.includes(extension) || (mime !== '' && !rule.mimes.includes(mime))) return rule.key;
  return file.size > UPLOAD_MAX_BYTES ? 'rules.uploadTooLarge' : null;
}

export const realNameSchema = ruleSchema(validateRealName);
export const realNameStrictSchema = ruleSchema(validateRealNameStrict);
export const receiverNameSchema = ruleSchema(validateReceiverName);
export const idNumberSchema = ruleSchema(validateIdNumber);
export const feedbackTextSchema = ruleSchema((v) => validateFeedbackText(v, 'long'));
export const letterTextSchema = ruleSchema((v) => validateFeedbackText(v, 'short'));
