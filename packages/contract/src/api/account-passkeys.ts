import * as z from 'zod/mini';
import { endpoint } from '../endpoint';
import { passwordSchema } from '../rules';
import { loginResult } from './user-schemas';

/**
 * Passkeys (issue 39): WebAuthn credentials a player adds from My account and signs in with instead of the
 * password. The options and the authenticator's answers travel as the WebAuthn JSON forms (base64url fields) that
 * @simplewebauthn/browser and @simplewebauthn/server read and write; the shapes below check what the server and the
 * client rely on and keep the rest (extensions) as sent. Every challenge is single use and lives 5 minutes.
 */

/** At most this many passkeys per account; a name at most this long. */
export const PASSKEY_LIMITS = { perAccount: 10, nameMax: 40 } as const;

const base64url = z.string().check(z.maxLength(4096), z.regex(/^[A-Za-z0-9_-]*$/));
const transports = z.optional(z.array(z.string().check(z.maxLength(32))).check(z.maxLength(8)));
const credentialDescriptor = z.looseObject({ id: base64url, type: z.literal('public-key'), transports });

/** PublicKeyCredentialCreationOptionsJSON (what navigator.credentials.create is given). */
export const passkeyCreationOptions = z.looseObject({
  challenge: base64url,
  rp: z.looseObject({ id: z.optional(z.string()), name: z.string() }),
  user: z.looseObject({ id: base64url, name: z.string(), displayName: z.string() }),
  pubKeyCredParams: z.array(z.looseObject({ type: z.literal('public-key'), alg: z.number() })),
  timeout: z.optional(z.number()),
  excludeCredentials: z.optional(z.array(credentialDescriptor)),
  authenticatorSelection: z.optional(z.looseObject({})),
  attestation: z.optional(z.string()),
});

export type PasskeyCreationOptions = z.infer<typeof passkeyCreationOptions>;

/** PublicKeyCredentialRequestOptionsJSON (what navigator.credentials.get is given). */
export const passkeyRequestOptions = z.looseObject({
  challenge: base64url,
  rpId: z.optional(z.string()),
  timeout: z.optional(z.number()),
  allowCredentials: z.optional(z.array(credentialDescriptor)),
  userVerification: z.optional(z.string()),
});

export type PasskeyRequestOptions = z.infer<typeof passkeyRequestOptions>;

/** RegistrationResponseJSON: the authenticator's new credential. */
export const passkeyRegistrationResponse = z.looseObject({
  id: base64url,
  rawId: base64url,
  type: z.literal('public-key'),
  response: z.looseObject({ clientDataJSON: base64url, attestationObject: base64url, transports }),
  clientExtensionResults: z.looseObject({}),
  authenticatorAttachment: z.optional(z.string()),
});

/** AuthenticationResponseJSON: the authenticator's signature over a challenge. */
export const passkeyAuthenticationResponse = z.looseObject({
  id: base64url,
  rawId: base64url,
  type: z.literal('public-key'),
  response: z.looseObject({ clientDataJSON: base64url, authenticatorData: base64url, signature: base64url, userHandle: z.optional(base64url) }),
  clientExtensionResults: z.looseObject({}),
  authenticatorAttachment: z.optional(z.string()),
});

const passkeyName = z.string().check(z.trim(), z.minLength(1), z.maxLength(PASSKEY_LIMITS.nameMax));

export const passkeyRecord = z.object({
  id: z.number(),
  name: z.string(),
  /** ISO-8601 UTC. */
  createdAt: z.string(),
  /** ISO-8601 UTC; null when never used to sign in or confirm. */
  lastUsedAt: z.nullable(z.string()),
});
export type PasskeyRecord = z.infer<typeof passkeyRecord>;

export const passkeyList = z.object({ records: z.array(passkeyRecord) });
export type PasskeyList = z.infer<typeof passkeyList>;

export const accountPasskeys = endpoint({
  id: 'account.passkeys',
  onBreak: 'read',
  method: 'GET',
  path: '/v1/user/passkeys',
  extension: true,
  auth: true,
  response: passkeyList,
  summary: "The player's passkeys, oldest first: name, when added, when last used",
});

export const accountPasskeyRegisterOptions = endpoint({
  id: 'account.passkeyRegisterOptions',
  onBreak: 'allowed',
  method: 'POST',
  path: '/v1/user/passkeys/registerOptions',
  extension: true,
  auth: true,
  response: z.object({ options: passkeyCreationOptions }),
  summary: "Options for navigator.credentials.create: a single-use challenge bound to the player (5 minutes), the relying party of this brand and host (013030 when none), the player's passkeys excluded; 013036 at the limit",
});

export const accountPasskeyRegister = endpoint({
  id: 'account.passkeyRegister',
  onBreak: 'allowed',
  method: 'POST',
  path: '/v1/user/passkeys',
  extension: true,
  auth: true,
  body: z.object({ name: passkeyName, credential: passkeyRegistrationResponse }),
  response: passkeyRecord,
  summary: 'Adds the passkey the authenticator made with the challenge of registerOptions (spent: 013032 when used, expired or not this player\'s); 013033 when its origin, relying party or attestation fails; 013035 when already added',
});

export const accountPasskeyRename = endpoint({
  id: 'account.passkeyRename',
  onBreak: 'allowed',
  method: 'PUT',
  path: '/v1/user/passkeys/{id}',
  extension: true,
  auth: true,
  body: z.object({ name: passkeyName }),
  response: passkeyRecord,
  summary: "Renames one of the player's passkeys; another's or a removed one is 404 013034",
});

export const accountPasskeyConfirmOptions = endpoint({
  id: 'account.passkeyConfirmOptions',
  onBreak: 'allowed',
  method: 'POST',
  path: '/v1/user/passkeys/{id}/confirmOptions',
  extension: true,
  auth: true,
  response: z.object({ options: passkeyRequestOptions }),
  summary: "Options for navigator.credentials.get to confirm removing passkey {id} with another of the player's passkeys (a single-use challenge bound to the player)",
});

export const accountPasskeyRemove = endpoint({
  id: 'account.passkeyRemove',
  onBreak: 'allowed',
  method: 'POST',
  path: '/v1/user/passkeys/{id}/remove',
  extension: true,
  auth: true,
  body: z.object({ pwd: z.optional(passwordSchema), credential: z.optional(passkeyAuthenticationResponse) }),
  response: z.null(),
  summary:
    'Removes one of the player\'s passkeys, confirmed with the login password (checked on the session-password count: 013009 wrong, 012081 past it) or with another of the player\'s passkeys over confirmOptions\' challenge; neither: 013037; 404 013034',
});

export const accountPasskeyLoginOptions = endpoint({
  id: 'account.passkeyLoginOptions',
  onBreak: 'allowed',
  method: 'POST',
  path: '/v1/user/passkeys/loginOptions',
  extension: true,
  response: z.object({ attempt: z.string(), options: passkeyRequestOptions }),
  summary: 'Options for a passkey login (no session; discoverable credentials): a single-use challenge bound to the attempt id returned (5 minutes); 013030 when no relying party serves this host',
});

export const accountPasskeyLogin = endpoint({
  id: 'account.passkeyLogin',
  onBreak: 'allowed',
  method: 'POST',
  path: '/v1/user/passkeys/login',
  extension: true,
  body: z.object({ attempt: z.string().check(z.maxLength(64)), credential: passkeyAuthenticationResponse }),
  response: loginResult,
  summary:
    "Signs in with a passkey: the same answer as the password login. The attempt's challenge is spent (013032 replayed or expired); 013031 unknown passkey; 013033 wrong origin or signature, counted on the account's wrong-password counts (5 in 15 minutes per address: 012002 locked)",
});

export const accountPasskeysApi = {
  list: accountPasskeys,
  registerOptions: accountPasskeyRegisterOptions,
  register: accountPasskeyRegister,
  rename: accountPasskeyRename,
  confirmOptions: accountPasskeyConfirmOptions,
  remove: accountPasskeyRemove,
  loginOptions: accountPasskeyLoginOptions,
  login: accountPasskeyLogin,
} as const;
