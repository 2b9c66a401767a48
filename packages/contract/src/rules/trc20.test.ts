import { describe, expect, it } from 'vitest';
import { isTrc20Address, trc20AddressOf } from './trc20';

// The USDT contract on TRON and a well-known exchange address: real, checksummed TRC-20 addresses.
const USDT_CONTRACT = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
const KNOWN = 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7';

describe('TRC-20 address', () => {
  it('accepts real addresses', () => {
    expect(isTrc20Address(USDT_CONTRACT)).toBe(true);
    expect(isTrc20Address(KNOWN)).toBe(true);
  });

  it('rejects an address with one character changed (checksum)', () => {
    const typo = USDT_CONTRACT.slice(0, 10) + (USDT_CONTRACT[10] === 'a' ? 'b' : 'a') + USDT_CONTRACT.slice(11);
    expect(isTrc20Address(typo)).toBe(false);
  });

  it('rejects wrong shapes: length, prefix, non-base58 characters', () => {
    expect(isTrc20Address(USDT_CONTRACT.slice(0, 33))).toBe(false);
    expect(isTrc20Address(`X${USDT_CONTRACT.slice(1)}`)).toBe(false);
    expect(isTrc20Address(`${USDT_CONTRACT.slice(0, 33)}0`)).toBe(false);
    expect(isTrc20Address('')).toBe(false);
  });

  it('makes valid addresses from account ids', () => {
    const id = Uint8Array.from({ length: 20 }, (_, i) => i * 7 + 1);
    const address = trc20AddressOf(id);
    expect(address).toHaveLength(34);
    expect(address.startsWith('T')).toBe(true);
    expect(isTrc20Address(address)).toBe(true);
  });
});
