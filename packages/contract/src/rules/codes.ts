import { CAPTCHA_LENGTH, SMS_CODE_LENGTH } from '../constants';
import type { RuleMessageKey } from './messages';
import { ruleSchema } from './messages';

/**
 * Verification codes (SPEC 5).
 * - SMS or voice code: exactly 6 digits. Nothing typed -> 請輸入有效的驗證碼;
 *   something typed that is not 6 digits -> 驗證碼格式錯誤.
 * - Self-built graphic captcha: exactly 4 letters or digits. Nothing typed ->
 *   請輸入有效的圖形驗證碼; the wrong length or characters -> 請輸入正確的驗證碼.
 *   Letter case is kept: the server compares case-insensitively.
 */
export const SMS_CODE_PATTERN = new RegExp(`^\\d{${SMS_CODE_LENGTH}}$`);
export const CAPTCHA_PATTERN = new RegExp(`^[A-Za-z0-9]{${CAPTCHA_LENGTH}}$`);

/** Input filter of the SMS code field: digits only, at most 6. */
export function filterSmsCodeInput(raw: string): string {
  return raw.replace(/\D/g, '').slice(0, SMS_CODE_LENGTH);
}

/** Input filter of the captcha field: letters and digits only, at most 4. */
export function filterCaptchaInput(raw: string): string {
  return raw.replace(/[^A-Za-z0-9]/g, '').slice(0, CAPTCHA_LENGTH);
}

export function validateSmsCode(value: string): RuleMessageKey | null {
  const code = value.trim();
  if (code === '') return 'rules.smsCode';
  return SMS_CODE_PATTERN.test(code) ? null : 'rules.smsCodeFormat';
}

export function validateCaptcha(value: string): RuleMessageKey | null {
  const code = value.trim();
  if (code === '') return 'rules.captchaInvalid';
  return CAPTCHA_PATTERN.test(code) ? null : 'rules.captcha';
}

export const smsCodeSchema = ruleSchema(validateSmsCode);
export const captchaSchema = ruleSchema(validateCaptcha);
