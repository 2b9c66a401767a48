import type { PasskeyCreationOptions, PasskeyRequestOptions } from '@site/contract/api/account-passkeys';

/**
 * The browser's passkey dialogs (issue 39) through @simplewebauthn/browser, loaded on first use: nothing of it in the
 * first screen. Both reject with the browser's DOMException when the player cancels (NotAllowedError) or the
 * authenticator already holds a passkey for this account (InvalidStateError); `passkeyCancelled` tells those apart.
 */
const library = () => import('@simplewebauthn/browser');

/** Loads the library ahead of a tap (the login popup's button), so the tap goes straight to the browser's dialog. */
export function preloadWebAuthn(): void {
  void library().catch(() => undefined);
}

/** Whether this browser can use passkeys at all (read in an effect or a handler, never during render). */
export function passkeysSupported(): boolean {
  return typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function' && typeof navigator.credentials?.get === 'function';
}

/** navigator.credentials.create with the server's options: the new credential as JSON for POST /v1/user/passkeys. */
export async function createPasskey(options: PasskeyCreationOptions): Promise<unknown> {
  const { startRegistration } = await library();
  return startRegistration({ optionsJSON: options as never });
}

/** navigator.credentials.get with the server's options: the assertion as JSON. */
export async function getPasskey(options: PasskeyRequestOptions): Promise<unknown> {
  const { startAuthentication } = await library();
  return startAuthentication({ optionsJSON: options as never });
}

/** The player closed the browser's dialog, or it timed out (WebAuthn says the same NotAllowedError for both). */
export function passkeyCancelled(error: unknown): boolean {
  const name = (error as { name?: unknown } | null)?.name;
  const cause = (error as { cause?: { name?: unknown } } | null)?.cause?.name;
  return name === 'NotAllowedError' || name === 'AbortError' || cause === 'NotAllowedError' || (error as { code?: unknown } | null)?.code === 'ERROR_CEREMONY_ABORTED';
}

/** The authenticator already holds one of this account's passkeys (excludeCredentials matched). */
export function passkeyAlreadyHere(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED' || (error as { name?: unknown } | null)?.name === 'InvalidStateError';
}
