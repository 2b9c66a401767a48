import { describe, expect, it } from 'vitest';
import { SESSION_ERRORS } from './codes/session';
import { endsSession, errorKey, SESSION_ERROR_KEYS } from './error-codes';

describe('error-code facts of the first screen (copies of the session declarations, issue 35)', () => {
  it('a 403 ends the session only with the declared account-disabled code', () => {
    expect(endsSession(SESSION_ERRORS.accountBlocked.status, SESSION_ERRORS.accountBlocked.code)).toBe(true);
    expect(endsSession(403, SESSION_ERRORS.tokenMissing.code)).toBe(false);
    expect(endsSession(401, SESSION_ERRORS.tokenMissing.code)).toBe(true);
  });

  it('SESSION_ERROR_KEYS are exactly the declared session codes with their statuses', () => {
    const declared = Object.values(SESSION_ERRORS).map((e) => errorKey(e.status, e.code));
    expect([...SESSION_ERROR_KEYS].sort()).toEqual(declared.sort());
  });
});
