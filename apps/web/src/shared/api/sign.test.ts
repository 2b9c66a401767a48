/// <reference types="node" />
import { requestSign } from '@site/contract/rules/sign';
import { webcrypto } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signRequest } from '@site/client/sign';

describe('sign header', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('WebCrypto gives the same hex HMAC as the contract requestSign', async () => {
    vi.stubGlobal('crypto', webcrypto);
    const args = ['jade-9f2c1e7a4b', 'a'.repeat(32), 'h5', '1735689600000'] as const;
    expect(await signRequest(...args)).toBe(requestSign(...args));
  });

  it('falls back to the pure-JS signer without WebCrypto', async () => {
    vi.stubGlobal('crypto', { getRandomValues: webcrypto.getRandomValues.bind(webcrypto) });
    const args = ['pearl-3d8b6a0c5e', 'b'.repeat(20), 'pc', '42'] as const;
    expect(await signRequest(...args)).toBe(requestSign(...args));
  });
});
