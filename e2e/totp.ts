import { Secret, TOTP } from 'otpauth';

/**
 * The authenticator app in the e2e suite (otpauth with the secret a page shows): the back office's staff login
 * (issue 37, e2e/backoffice.ts) and the players' two-factor (issue 39, tests/two-factor.spec.ts).
 */

/** The current code of a secret, as an authenticator app shows it. */
export function totpCode(secret: string, at = Date.now()): string {
  return new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({ timestamp: at });
}

/**
 * A code never used before for this secret: a code is accepted once within its window (RFC 6238, replay refused),
 * so a second use within the same 30 s waits for the next window.
 */
const usedCodes = new Map<string, string>();
export async function freshCode(secret: string): Promise<string> {
  for (;;) {
    const code = totpCode(secret);
    if (usedCodes.get(secret) !== code) {
      usedCodes.set(secret, code);
      return code;
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}
