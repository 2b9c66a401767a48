import { describe, expect, it } from 'vitest';
import { ApiError, apiErrorCode, apiErrorText } from './errors';

const words = { network: 'net', timeout: 'slow', other: 'generic' };
const answer = (msg: string) => ({ status: 400, code: '031003', msg, data: null });

describe('apiErrorText (the one form failure text of both apps)', () => {
  it('is silent where the client already acted or the caller cancelled', () => {
    for (const c of ['session', 'maintenance', 'aborted'] as const) expect(apiErrorText(new ApiError(c, null), words)).toBeNull();
  });

  it("gives the catalogue's words, else the server's, else the app's", () => {
    expect(apiErrorText(new ApiError('catalogued', answer('server'), undefined, 'catalogue'), words)).toBe('catalogue');
    expect(apiErrorText(new ApiError('unknown', answer('server')), words)).toBe('server');
    expect(apiErrorText(new ApiError('unknown', answer('')), words)).toBe('generic');
  });

  it("uses the app's words for network, timeout, a broken answer and anything that is not an ApiError", () => {
    expect(apiErrorText(new ApiError('network', null), words)).toBe('net');
    expect(apiErrorText(new ApiError('timeout', null), words)).toBe('slow');
    expect(apiErrorText(new ApiError('invalid', null), words)).toBe('generic');
    expect(apiErrorText(new Error('x'), words)).toBe('generic');
  });

  it('reads the code of an answered failure', () => {
    expect(apiErrorCode(new ApiError('unknown', answer('')))).toBe('031003');
    expect(apiErrorCode(new Error('x'))).toBeNull();
  });
});
