import type { DeviceFacts } from '@site/contract/api/account-sessions';
import { LOGIN_ERROR_CODES } from '@site/contract/codes/login';
import { LOGIN_GUARD_ERROR_CODES } from '@site/contract/codes/login-guard';
import { SESSION_ERROR_CODES } from '@site/contract/codes/session';
import { USER_ERROR_CODES } from '@site/contract/codes/user';
import { TWO_FACTOR_ERROR_CODES } from '@site/contract/codes/two-factor';
import type { TFunction } from '../../../shared/i18n/translator';

/**
 * The words for a session's or a login's device (issue 39), in the sessions namespace: "Chrome 131 on Windows"
 * as the server read it from the User-Agent, and the network (not a place: no location service is asked).
 */
export function deviceName(t: TFunction, facts: DeviceFacts): string {
  if (facts.browser && facts.os) return t('device.browserOn', { browser: facts.browser, os: facts.os });
  return facts.browser ?? facts.os ?? t('device.unknownBrowser');
}

export function networkName(t: TFunction, facts: DeviceFacts): string {
  const where = facts.localNetwork ? t('network.local') : facts.network ? t('network.value', { network: facts.network }) : t('network.unknown');
  return facts.sameNetwork ? t('network.same', { where }) : where;
}

/** The refusal a login history's code stands for; a code not named here is "refused". */
const REFUSALS: Readonly<Record<string, string>> = {
  [USER_ERROR_CODES.wrongPassword]: 'wrongPassword',
  [USER_ERROR_CODES.lockedOut]: 'locked',
  [USER_ERROR_CODES.captchaRequired]: 'captcha',
  [USER_ERROR_CODES.captchaFailed]: 'captcha',
  [LOGIN_GUARD_ERROR_CODES.accountCaptchaRequired]: 'captcha',
  [LOGIN_ERROR_CODES.needsPhoneVerification]: 'phoneCheck',
  [SESSION_ERROR_CODES.accountBlocked]: 'blocked',
  // The two-factor code step (issue 39).
  [TWO_FACTOR_ERROR_CODES.codeWrong]: 'twoFactorWrong',
  [TWO_FACTOR_ERROR_CODES.locked]: 'twoFactorLocked',
};

export function refusalName(t: TFunction, code: string): string {
  return t(`history.refusal.${REFUSALS[code] ?? 'other'}`);
}
