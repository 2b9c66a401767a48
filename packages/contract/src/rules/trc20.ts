import { sha256 } from './sign';

/**
 * TRC-20 (TRON) addresses: base58check of 21 bytes (version 0x41 + 20-byte
 * account id) and a 4-byte checksum, the first 4 bytes of sha256(sha256(payload)).
 * 34 characters starting with 'T'. A typo in any character fails the checksum.
 */
const ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
const TRON_VERSION = 0x41;

/** Base58 text to bytes; null when a character is not in the alphabet. */
export function base58Decode(text: string): Uint8Array | null {
  const bytes: number[] = [0];
  for (const char of text) {
    const value = ALPHABET.indexOf(char);
    if (value < 0) return null;
    let carry = value;
    for (let i = 0; i < bytes.length; i++) {
      carry += (bytes[i] as number) * 58;
      bytes[i] = carry & 0xff;
      carry >>= 8;
    }
    while (carry > 0) {
      bytes.push(carry & 0xff);
      carry >>= 8;
    }
  }
  for (const char of text) {
    if (char !== '1') break;
    bytes.push(0);
  }
  return Uint8Array.from(bytes.reverse());
}

/** Bytes to base58 text (used to make valid demo addresses). */
export function base58Encode(data: Uint8Array): string {
  const digits: number[] = [0];
  for (const byte of data) {
    let carry = byte;
    for (let i = 0; i < digits.length; i++) {
      carry += (digits[i] as number) << 8;
      digits[i] = carry % 58;
      carry = Math.floor(carry / 58);
    }
    while (carry > 0) {
      digits.push(carry % 58);
      carry = Math.floor(carry / 58);
    }
  }
  let out = '';
  for (const byte of data) {
    if (byte !== 0) break;
    out += '1';
  }
  // digits holds the number little-endian; a lone 0 digit is the number zero, written by the '1's above.
  const significant = digits.length === 1 && digits[0] === 0 ? [] : digits;
  for (let i = significant.length - 1; i >= 0; i--) out += ALPHABET[significant[i] as number];
  return out;
}

function checksum(payload: Uint8Array): Uint8Array {
  return sha256(sha256(payload)).slice(0, 4);
}

/** True for a well-formed TRC-20 address whose checksum matches. */
export function isTrc20Address(text: string): boolean {
  if (typeof text !== 'string' || text.length !== 34 || text[0] !== 'T') return false;
  const bytes = base58Decode(text);
  if (!bytes || bytes.length !== 25 || bytes[0] !== TRON_VERSION) return false;
  const sum = checksum(bytes.slice(0, 21));
  return sum.every((b, i) => b === bytes[21 + i]);
}

/** The TRC-20 address of a 20-byte account id (for demo data and tests). */
export function trc20AddressOf(accountId: Uint8Array): string {
  if (accountId.length !== 20) throw new Error('a TRON account id is 20 bytes');
  const payload = new Uint8Array(21);
  payload[0] = TRON_VERSION;
  payload.set(accountId, 1);
  const full = new Uint8Array(25);
  full.set(payload);
  full.set(checksum(payload), 21);
  return base58Encode(full);
}
