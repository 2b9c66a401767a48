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
 * A code never used before for this secret. A code is accepted once (RFC 6238, replay refused: the server keeps the
 * last time step used and takes only a later one), within one step of drift either way (services/accounts/totp.ts
 * DRIFT_STEPS). So the next use takes the current step's code, or, when that one was used, the next step's: the code
 * an app whose clock runs up to 30 s ahead shows, which the server takes. Only a third use within one window waits
 * for the clock.
 */
const PERIOD_MS = 30_000;
const lastStep = new Map<string, number>();
export async function freshCode(secret: string): Promise<string> {
  for (;;) {
    const now = Math.floor(Date.now() / PERIOD_MS);
    const step = Math.max(now, (lastStep.get(secret) ?? -1) + 1);
    // Ahead by one step at most, and not in the current step's last second (its code would be two ahead on arrival).
    if (step === now || (step === now + 1 && Date.now() % PERIOD_MS < PERIOD_MS - 1000)) {
      lastStep.set(secret, step);
      return totpCode(secret, step * PERIOD_MS);
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

/** A well-formed code no step within the server's drift (nor the next) would accept: a wrong code for sure. */
export function wrongCode(secret: string): string {
  const now = Math.floor(Date.now() / PERIOD_MS);
  const valid = new Set([-2, -1, 0, 1, 2].map((d) => totpCode(secret, (now + d) * PERIOD_MS)));
  return ['000000', '111111', '222222', '333333', '444444', '555555'].find((c) => !valid.has(c)) ?? '999999';
}
