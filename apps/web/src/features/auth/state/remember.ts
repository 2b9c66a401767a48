import { readLocal, writeLocal } from '../../../shared/stores/storage';

/**
 * "Remember the account" keeps the account name on this device, never the
 * password: that is left to the browser's password manager (DESIGN 9).
 */
export const REMEMBERED_ACCOUNT_KEY = 'site.auth.account';

export function rememberedAccount(): string {
  const value = readLocal(REMEMBERED_ACCOUNT_KEY) ?? '';
  return /^[A-Za-z0-9]{1,18}$/.test(value) ? value : '';
}

export function rememberAccount(username: string | null): void {
  writeLocal(REMEMBERED_ACCOUNT_KEY, username ?? '');
}

/** The phone a LINE registration started with (line/auth got its telephone state); kept for the return only. */
const LINE_PHONE_KEY = 'site.auth.linePhone';

export function keepLinePhone(phone: { countryCode: string; telephone: string } | null): void {
  try {
    if (phone) sessionStorage.setItem(LINE_PHONE_KEY, JSON.stringify(phone));
    else sessionStorage.removeItem(LINE_PHONE_KEY);
  } catch {
    // Private mode: the LINE registration then verifies the phone again.
  }
}

export function takeLinePhone(): { countryCode: string; telephone: string } | null {
  try {
    const text = sessionStorage.getItem(LINE_PHONE_KEY);
    sessionStorage.removeItem(LINE_PHONE_KEY);
    const value = text ? (JSON.parse(text) as Record<string, unknown>) : null;
    if (value && typeof value.countryCode === 'string' && typeof value.telephone === 'string') {
      return { countryCode: value.countryCode, telephone: value.telephone };
    }
  } catch {
    // Damaged or unavailable: verify the phone again.
  }
  return null;
}
