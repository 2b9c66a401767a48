/**
 * The `sign` header: hex HMAC-SHA256 over device-id + os-type + timestamp with
 * the brand secret (SPEC 7, DESIGN 3). WebCrypto does it without shipping a
 * SHA-256 on the first screen; where WebCrypto is missing (a page served over
 * plain http from a LAN address) the contract's pure-JS requestSign is loaded.
 * Both give the same bytes (sign.test.ts).
 */
const keys = new Map<string, Promise<CryptoKey>>();

function toHex(buffer: ArrayBuffer): string {
  let out = '';
  for (const byte of new Uint8Array(buffer)) out += byte.toString(16).padStart(2, '0');
  return out;
}

async function webCryptoSign(subtle: SubtleCrypto, secret: string, message: string): Promise<string> {
  let key = keys.get(secret);
  if (!key) {
    key = subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
    keys.set(secret, key);
  }
  return toHex(await subtle.sign('HMAC', await key, new TextEncoder().encode(message)));
}

export async function signRequest(secret: string, deviceId: string, osType: string, timestamp: string): Promise<string> {
  const subtle = globalThis.crypto?.subtle;
  if (subtle) {
    try {
      return await webCryptoSign(subtle, secret, `${deviceId}${osType}${timestamp}`);
    } catch {
      keys.delete(secret);
    }
  }
  const { requestSign } = await import('@site/contract/rules/sign');
  return requestSign(secret, deviceId, osType, timestamp);
}
