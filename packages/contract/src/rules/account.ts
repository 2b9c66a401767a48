import {
  NICKNAME_MAX,
  PASSWORD_MAX,
  PASSWORD_MIN,
  SHORT_NAME_MAX,
  USERNAME_MAX,
  USERNAME_MIN,
  WITHDRAW_PASSWORD_LENGTH,
} from '../constants';
import type { RuleMessageKey } from './messages';
import { ruleSchema } from './messages';
import { hasInvisibleCharacters } from './invisible';

export { hasInvisibleCharacters };

/** Letters and digits, at least one of each (SPEC 5 Username). */
export const USERNAME_PATTERN = new RegExp(
  `^(?=[^A-Za-z]*[A-Za-z])(?=\\D*\\d)[A-Za-z0-9]{${USERNAME_MIN},${USERNAME_MAX}}$`,
);
/**
 * At least one letter and one digit; the other characters may be any printable
 * ASCII symbol (common symbols allowed), never a space or a non-ASCII character.
 */
export const PASSWORD_PATTERN = new RegExp(
  `^(?=[^A-Za-z]*[A-Za-z])(?=\\D*\\d)[\\x21-\\x7e]{${PASSWORD_MIN},${PASSWORD_MAX}}$`,
);
export const WITHDRAW_PASSWORD_PATTERN = new RegExp(`^\\d{${WITHDRAW_PASSWORD_LENGTH}}$`);
export const SHORT_NAME_PATTERN = new RegExp(`^[A-Za-z0-9]{1,${SHORT_NAME_MAX}}$`);

/**
 * The two help texts of the source say 8-20 while the enforced rule is 6-18
 * (SPEC 5, PASSWORD_HELP_RANGE). Shown as hints only; validation always uses 6-18.
 */
export const PASSWORD_HELP_TEXT_KEYS = ['rules.passwordHelpLength', 'rules.passwordHelpCombo'] as const satisfies readonly RuleMessageKey[];

/** Input filter of the username and proxy-account fields: alphanumerics only, at most 18. */
export function filterUsernameInput(raw: string): string {
  return raw.replace(/[^A-Za-z0-9]/g, '').slice(0, USERNAME_MAX);
}

/** Input filter of the password fields: cut at the maximum length. */
export function filterPasswordInput(raw: string): string {
  return raw.slice(0, PASSWORD_MAX);
}

/** Input filter of the withdrawal-password fields: digits only, at most 6. */
export function filterWithdrawPasswordInput(raw: string): string {
  return raw.replace(/\D/g, '').slice(0, WITHDRAW_PASSWORD_LENGTH);
}

export function validateUsername(value: string): RuleMessageKey | null {
  return USERNAME_PATTERN.test(value) ? null : 'rules.username';
}

export function validatePassword(value: string): RuleMessageKey | null {
  return PASSWORD_PATTERN.test(value) ? null : 'rules.password';
}

/** Confirmation must equal the password exactly (an empty confirmation never matches a password). */
export function validateConfirmPassword(password: string, confirm: string): RuleMessageKey | null {
  return confirm !== '' && confirm === password ? null : 'rules.passwordMismatch';
}

/** The new password follows the password rule and differs from the old one. */
export function validateNewPassword(newPassword: string, oldPassword: string): RuleMessageKey | null {
  return validatePassword(newPassword) ?? (newPassword === oldPassword ? 'rules.passwordSameAsOld' : null);
}

/** Lengths of the block a trivial password repeats (111111, 121212, 123123): every proper divisor of 6. */
const REPEATED_BLOCK_LENGTHS = [1, 2, 3] as const;

/**
 * A withdrawal password anyone would try first (issue 34), of the digits typed:
 * - a run: each digit one more than the one before (012345, 123456, 456789), or each one less (654321,
 *   987654), 9 and 0 being neighbours as on a dial (890123, 109876);
 * - a repeat: a block of 1 to 3 digits typed again and again (111111, 121212, 123123).
 * 1,110 of the 1,000,000 six-digit passwords; 112233, 246810 and 135790 are not among them.
 */
export function isTrivialWithdrawPassword(value: string): boolean {
  const digits = [...value].map(Number);
  if (digits.length < 2 || digits.some((d) => !Number.isInteger(d))) return false;
  const step = (d: number, i: number) => (d - (digits[i - 1] ?? 0) + 10) % 10;
  const first = step(digits[1] ?? 0, 1);
  const run = (first === 1 || first === 9) && digits.every((d, i) => i === 0 || step(d, i) === first);
  const repeat = REPEATED_BLOCK_LENGTHS.some(
    (n) => n < value.length && value.length % n === 0 && value === value.slice(0, n).repeat(value.length / n),
  );
  return run || repeat;
}

/**
 * A withdrawal password being set or changed: 6 digits, not a trivial run or repeat. Only where one is
 * chosen; where one is typed to prove it (a withdrawal, a binding) the shape alone is checked, so a
 * password set before this rule still works.
 */
export function validateWithdrawPassword(value: string): RuleMessageKey | null {
  if (!WITHDRAW_PASSWORD_PATTERN.test(value)) return 'rules.withdrawPassword';
  return isTrivialWithdrawPassword(value) ? 'rules.withdrawPasswordTrivial' : null;
}

/**
 * The withdrawal password is typed twice; the second must have the shape and equal the first (the first
 * field alone says when the choice is trivial, not both).
 */
export function validateWithdrawPasswordConfirm(password: string, confirm: string): RuleMessageKey | null {
  if (!WITHDRAW_PASSWORD_PATTERN.test(confirm)) return 'rules.withdrawPassword';
  return confirm === password ? null : 'rules.passwordMismatch';
}

/** Proxy (agent) account: the username rule with its own message. */
export function validateProxyAccount(value: string): RuleMessageKey | null {
  return USERNAME_PATTERN.test(value) ? null : 'rules.proxyAccount';
}

/** C0 and C1 control characters (NUL, ESC, DEL...), which no typed name holds and which break logs and storage. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]/;

/** Whether a free text holds a control character (a newline included: names are one line). */
export function hasControlCharacters(value: string): boolean {
  return CONTROL_CHARACTERS.test(value);
}

/** Number of user-perceived characters, counting an astral character (emoji) as one. */
export function charCount(value: string): number {
  return [...value].length;
}

/**
 * Nickname: not blank, no control or invisible formatting characters, at most 10 characters (after
 * trimming), and different from the old one when given. "One change only" is a server-side state.
 */
export function validateNickname(value: string, oldNickname?: string | null): RuleMessageKey | null {
  const nickname = value.trim();
  if (nickname === '') return 'rules.nicknameRequired';
  if (hasControlCharacters(value)) return 'rules.controlCharacters';
  if (hasInvisibleCharacters(value)) return 'rules.invisibleCharacters';
  if (charCount(nickname) > NICKNAME_MAX) return 'rules.nicknameTooLong';
  if (oldNickname != null && nickname === oldNickname.trim()) return 'rules.nicknameSameAsOld';
  return null;
}

/** The further 1-10 letters-or-digits name validator (SPEC 5). */
export function validateShortName(value: string): RuleMessageKey | null {
  return SHORT_NAME_PATTERN.test(value) ? null : 'rules.shortName';
}

export const usernameSchema = ruleSchema(validateUsername);
export const passwordSchema = ruleSchema(validatePassword);
export const withdrawPasswordSchema = ruleSchema(validateWithdrawPassword);
export const proxyAccountSchema = ruleSchema(validateProxyAccount);
export const nicknameSchema = ruleSchema((v) => validateNickname(v));
export const shortNameSchema = ruleSchema(validateShortName);
