import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import { isoCBOR } from '@simplewebauthn/server/helpers';

/**
 * A software authenticator for the passkey tests (issue 39): one ES256 (P-256) key made with node:crypto, the
 * attestation ('none') and assertions built byte by byte as WebAuthn defines them (authenticator data: the RP id's
 * SHA-256, flags, the signature counter, for a new credential its id and COSE key; the client data JSON the browser
 * would write), so the server's library checks real signatures, not a stand-in.
 */
export interface SoftPasskey {
  /** navigator.credentials.create: the RegistrationResponseJSON for these options, signed for `origin`. */
  register(options: { challenge: string; rp: { id?: string | undefined }; user: { id: string } }, origin: string): RegistrationJson;
  /**
   * navigator.credentials.get: an AuthenticationResponseJSON over the challenge for `origin` (the counter goes up);
   * `userVerified: false` as a security key that only saw the player's touch (no fingerprint or PIN).
   */
  assert(options: { challenge: string; rpId?: string | undefined }, origin: string, how?: { userVerified?: boolean }): AuthenticationJson;
  readonly id: string;
}

export interface RegistrationJson {
  id: string;
  rawId: string;
  type: 'public-key';
  response: { clientDataJSON: string; attestationObject: string; transports: string[] };
  clientExtensionResults: Record<string, never>;
}

export interface AuthenticationJson {
  id: string;
  rawId: string;
  type: 'public-key';
  response: { clientDataJSON: string; authenticatorData: string; signature: string; userHandle?: string };
  clientExtensionResults: Record<string, never>;
}

const UP = 0x01;
const UV = 0x04;
const AT = 0x40;

const b64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();

function u32(n: number): Buffer {
  const b = Buffer.alloc(4);
  b.writeUInt32BE(n);
  return b;
}

function coseKey(publicKey: KeyObject): Uint8Array {
  const jwk = publicKey.export({ format: 'jwk' });
  const map = new Map<number, number | Uint8Array>([
    [1, 2], // kty: EC2
    [3, -7], // alg: ES256
    [-1, 1], // crv: P-256
    [-2, Buffer.from(jwk.x ?? '', 'base64url')],
    [-3, Buffer.from(jwk.y ?? '', 'base64url')],
  ]);
  return isoCBOR.encode(map);
}

function clientData(type: 'webauthn.create' | 'webauthn.get', challenge: string, origin: string): Buffer {
  return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }), 'utf8');
}

export function softPasskey(): SoftPasskey {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const credentialId = randomBytes(32);
  const id = b64(credentialId);
  let counter = 0;
  let userHandle: string | undefined;
  return {
    id,
    register(options, origin) {
      userHandle = options.user.id;
      const rpId = options.rp.id ?? new URL(origin).hostname;
      const idLength = Buffer.alloc(2);
      idLength.writeUInt16BE(credentialId.length);
      const authData = Buffer.concat([sha256(rpId), Buffer.from([UP | UV | AT]), u32(counter), Buffer.alloc(16), idLength, credentialId, coseKey(publicKey)]);
      const attestation = isoCBOR.encode(new Map<string, unknown>([['fmt', 'none'], ['attStmt', new Map()], ['authData', authData]]) as never);
      return {
        id,
        rawId: id,
        type: 'public-key',
        response: { clientDataJSON: b64(clientData('webauthn.create', options.challenge, origin)), attestationObject: b64(attestation), transports: ['internal'] },
        clientExtensionResults: {},
      };
    },
    assert(options, origin, how = {}) {
      counter += 1;
      const rpId = options.rpId ?? new URL(origin).hostname;
      const authData = Buffer.concat([sha256(rpId), Buffer.from([how.userVerified === false ? UP : UP | UV]), u32(counter)]);
      const data = clientData('webauthn.get', options.challenge, origin);
      const signature = sign('sha256', Buffer.concat([authData, sha256(data)]), privateKey);
      return {
        id,
        rawId: id,
        type: 'public-key',
        response: { clientDataJSON: b64(data), authenticatorData: b64(authData), signature: b64(signature), ...(userHandle ? { userHandle } : {}) },
        clientExtensionResults: {},
      };
    },
  };
}
