import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hmacSha256Hex, requestSign, sha256, utf8Bytes } from './sign';

const nodeHmac = (secret: string, message: string) => createHmac('sha256', secret).update(message, 'utf8').digest('hex');

describe('sha256', () => {
  it('matches the FIPS test vector for "abc"', () => {
    expect(Buffer.from(sha256(utf8Bytes('abc'))).toString('hex')).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
  });

  it.each([0, 1, 55, 56, 63, 64, 65, 119, 120, 1000])('matches node for a %i-byte message across block boundaries', (n) => {
    const text = 'x'.repeat(n);
    expect(Buffer.from(sha256(utf8Bytes(text))).toString('hex')).toBe(createHash('sha256').update(text).digest('hex'));
  });
});

describe('utf8Bytes', () => {
  it.each(['abc', '帳號', 'ภาษาไทย', '😀 emoji', 'é\u0000z', '\ud800 lone', 'tail \udc00'])('encodes %j like Buffer', (text) => {
    expect(Buffer.from(utf8Bytes(text)).equals(Buffer.from(text, 'utf8'))).toBe(true);
  });
});

describe('hmacSha256Hex', () => {
  it('matches RFC 4231 test case 2', () => {
    expect(hmacSha256Hex('Jefe', 'what do ya want for nothing?')).toBe(
      '5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843',
    );
  });

  it.each([
    ['', ''],
    ['secret', ''],
    ['', 'message'],
    ['jade-9f2c1e7a4b', 'abcdefghij0123456789pc1700000000000'],
    ['密鑰', '裝置編號pc1700000000000'],
    ['ความลับ', 'อุปกรณ์ 😀'],
    ['k'.repeat(64), 'exactly one block key'],
    ['k'.repeat(65), 'key longer than a block is hashed first'],
    ['k'.repeat(200), 'm'.repeat(300)],
  ])('matches node:crypto for secret %j and message %j', (secret, message) => {
    expect(hmacSha256Hex(secret, message)).toBe(nodeHmac(secret, message));
  });

  it('returns 64 lower-case hex characters', () => {
    expect(hmacSha256Hex('a', 'b')).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('requestSign', () => {
  it('signs device id + os type + timestamp concatenated', () => {
    expect(requestSign('s3cret', 'dev123', 'pc', 1700000000000)).toBe(nodeHmac('s3cret', 'dev123pc1700000000000'));
  });

  it('gives the same result for a numeric or string timestamp', () => {
    expect(requestSign('s', 'd', 'pc', 42)).toBe(requestSign('s', 'd', 'pc', '42'));
  });

  it('changes when any part changes', () => {
    const base = requestSign('s', 'device', 'pc', 1);
    expect(requestSign('t', 'device', 'pc', 1)).not.toBe(base);
    expect(requestSign('s', 'devicf', 'pc', 1)).not.toBe(base);
    expect(requestSign('s', 'device', 'h5', 1)).not.toBe(base);
    expect(requestSign('s', 'device', 'pc', 2)).not.toBe(base);
  });
});
