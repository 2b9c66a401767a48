import { COUNTRY_CODES, PHONE_INPUT_MAX } from '../constants';
import type { RuleMessageKey } from './messages';

/**
 * Phone rules (SPEC 5 Phone, Phone normalisation).
 *
 * Forms of a number:
 * - local form: as dialled inside the country, with the trunk 0 (0912345678);
 * - national form: the local form without its leading 0 (912345678).
 *
 * Decision: the national form is what the client sends and the server stores
 * ("a leading 0 is stripped when it matches"); the local form is shown. A user
 * may type either form. Validation tries the typed digits, then the other form,
 * against the country's regex, so a server regex written for either form works.
 */

/** Built-in rules, written for the local form; the server seeds its country list with the same strings. */
export const DEFAULT_PHONE_REGEX: Readonly<Record<string, string>> = {
  /** 886: 09 then 8 digits. */
  [COUNTRY_CODES.taiwan]: '^09\\d{8}$',
  /** 66: 0, then 6, 8 or 9, then 8 digits. */
  [COUNTRY_CODES.thailand]: '^0[689]\\d{8}$',
};

/** Used for a country with neither a server regex nor a built-in rule. */
export const FALLBACK_PHONE_REGEX = `^\\d{6,${PHONE_INPUT_MAX}}$`;

/** What the validator needs of a country-code entry (a subset of countryCodeItem). */
export interface PhoneCountry {
  countryCode: string;
  /** Regex string from GET /v1/message/countryCode; empty or invalid falls back to the built-in rule. */
  regex?: string | null;
  isBlocked?: boolean | null;
}

function compile(source: string | null | undefined): RegExp | null {
  if (!source) return null;
  try {
    return new RegExp(source);
  } catch {
    return null;
  }
}

const FALLBACK = new RegExp(FALLBACK_PHONE_REGEX);

/** The regex a number is checked against: the server's when it compiles, else the built-in, else the fallback. */
export function phoneRegexFor(country: PhoneCountry): RegExp {
  return compile(country.regex) ?? compile(DEFAULT_PHONE_REGEX[country.countryCode]) ?? FALLBACK;
}

/** Input filter of the phone field: digits only, at most 11. */
export function filterPhoneInput(raw: string): string {
  return raw.replace(/\D/g, '').slice(0, PHONE_INPUT_MAX);
}

function candidates(digits: string): string[] {
  return digits.startsWith('0') ? [digits, digits.slice(1)] : [digits, `0${digits}`];
}

/** True when the digits (either form) match the country's rule. Non-digits never match. */
export function isValidPhone(phone: string, country: PhoneCountry): boolean {
  if (!/^\d{1,11}$/.test(phone)) return false;
  const regex = phoneRegexFor(country);
  // The fallback counts digits as typed; a country rule accepts either form.
  if (regex === FALLBACK) return regex.test(phone);
  return candidates(phone).some((c) => regex.test(c));
}

/**
 * Message key for a phone field: the blocked-country message when the
 * country is blocked, the invalid-number message when it does not match, else null.
 */
export function validatePhone(phone: string, country: PhoneCountry): RuleMessageKey | null {
  if (country.isBlocked) return 'rules.phoneCountryBlocked';
  return isValidPhone(phone, country) ? null : 'rules.phone';
}

/**
 * National form to send: strips the leading 0 when the number is valid for the
 * country with it (0912345678 -> 912345678); a number typed without the 0 is
 * returned unchanged. Returns null for an invalid number.
 */
export function normalisePhone(phone: string, country: PhoneCountry): string | null {
  const digits = phone.replace(/\D/g, '');
  if (!isValidPhone(digits, country)) return null;
  return digits.startsWith('0') ? digits.slice(1) : digits;
}

/** Local form to show: puts back the leading 0 when that form matches the rule (912345678 -> 0912345678). */
export function toLocalPhone(phone: string, country: PhoneCountry): string {
  const digits = phone.replace(/\D/g, '');
  const regex = phoneRegexFor(country);
  if (digits === '' || digits.startsWith('0') || regex === FALLBACK) return digits;
  return regex.test(`0${digits}`) ? `0${digits}` : digits;
}

/**
 * Masks the middle of a number for display (SPEC 8 驗證碼已發送到手機號{0}).
 * Rule: 8 or more characters keep the first 4 and the last 3
 * (0912345678 -> 0912***678, 912345678 -> 9123**678); 5-7 keep the first 2
 * and the last 2; 4 or fewer are fully masked. Each hidden character becomes
 * one '*'. Pass the country to show the local form (with its 0) first.
 */
export function maskPhone(phone: string, country?: PhoneCountry): string {
  const shown = country ? toLocalPhone(phone, country) : phone;
  const length = shown.length;
  if (length <= 4) return '*'.repeat(length);
  const [head, tail] = length >= 8 ? [4, 3] : [2, 2];
  return shown.slice(0, head) + '*'.repeat(length - head - tail) + shown.slice(length - tail);
}
