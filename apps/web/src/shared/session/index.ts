import type { LoginResult } from '@site/contract/api/user';

/**
 * Session entry points (SPEC 4). Kept tiny: each loads its implementation on
 * demand, so importing this module costs the first screen next to nothing.
 */

export interface CompleteLoginOptions {
  /** True right after registering: sets the first-login flag (welcome toast). */
  firstLogin?: boolean;
}

/** Everything that follows a successful login or registration (SPEC 4 "After login"). */
export async function completeLogin(result: LoginResult, options: CompleteLoginOptions = {}): Promise<void> {
  const { completeLogin: run } = await import('./login');
  await run(result, options);
}

/** Logout (SPEC 4): heartbeat off, server logout, advert and user state reset, reload on home. */
export async function logout(): Promise<void> {
  const { logout: run } = await import('./logout');
  await run();
}

/** Asks "log out?" with the confirmation dialog, then logs out. Resolves true when logged out. */
export async function confirmLogout(): Promise<boolean> {
  const { confirmLogout: run } = await import('./logout');
  return run();
}

export { registerLineHandler, type LineAction, type LineHandler } from './line';

/**
 * A redirect carrying `stateToken` (SPEC 4): 0 and 1 go to the registered LINE
 * handler, anything else to Account. Resolves false when there is no state token.
 */
export async function handleStateTokenRedirect(href?: string): Promise<boolean> {
  const { handleStateTokenRedirect: run } = await import('./stateToken');
  return run(href);
}
