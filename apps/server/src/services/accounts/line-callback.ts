import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { authorise, lineCallbackUrl, pendingState, type LineConfig } from './line';

type Db = Kysely<Database>;
const LINE_CALL_TIMEOUT_MS = 10_000;

export interface LineProfile {
  lineId: string;
  displayName: string;
  pictureUrl: string;
}

/**
 * LINE Login v2.1: trades the authorisation code for an access token (with our
 * channel secret, server to server), then reads the user's profile with it.
 * Neither the code, the token nor the secret is ever logged or sent to the page.
 */
export async function exchangeCode(line: LineConfig, code: string, redirectUri: string): Promise<LineProfile> {
  const tokenRes = await fetch(new URL('/oauth2/v2.1/token', line.apiBase), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'authorization_code', code, redirect_uri: redirectUri, client_id: line.channelId, client_secret: line.channelSecret }),
    signal: AbortSignal.timeout(LINE_CALL_TIMEOUT_MS),
  });
  if (!tokenRes.ok) throw new Error(`LINE token exchange answered ${tokenRes.status}`);
  const token = (await tokenRes.json()) as { access_token?: unknown };
  if (typeof token.access_token !== 'string' || token.access_token === '') throw new Error('LINE token exchange gave no access token');
  const profileRes = await fetch(new URL('/v2/profile', line.apiBase), {
    headers: { authorization: `Bearer ${token.access_token}` },
    signal: AbortSignal.timeout(LINE_CALL_TIMEOUT_MS),
  });
  if (!profileRes.ok) throw new Error(`LINE profile answered ${profileRes.status}`);
  const profile = (await profileRes.json()) as { userId?: unknown; displayName?: unknown; pictureUrl?: unknown };
  if (typeof profile.userId !== 'string' || profile.userId === '') throw new Error('LINE profile has no user id');
  return {
    lineId: profile.userId,
    displayName: typeof profile.displayName === 'string' ? profile.displayName : '',
    pictureUrl: typeof profile.pictureUrl === 'string' ? profile.pictureUrl : '',
  };
}

export interface CallbackInput {
  state: string;
  code?: string | undefined;
  /** LINE's error when the user cancelled or LINE refused (access_denied, ...). */
  error?: string | undefined;
}

/**
 * Where the browser goes after LINE's redirect: back to the page that started
 * it with a state token (as the stand-in does), or to that page without one
 * when the user cancelled or LINE failed; undefined for an unknown or expired state.
 */
export async function lineCallback(db: Db, line: LineConfig, serverOrigin: string, input: CallbackInput): Promise<string | undefined> {
  const row = await pendingState(db, input.state);
  if (!row) return undefined;
  // As the stand-in's Cancel does: the page gets LINE's error and no state token.
  const failed = () => {
    const back = new URL(row.redirect_url);
    back.searchParams.set('error', input.error ? 'access_denied' : 'server_error');
    return back.toString();
  };
  if (input.error || !input.code) return failed();
  try {
    const profile = await exchangeCode(line, input.code, lineCallbackUrl(line, serverOrigin));
    return (await authorise(db, input.state, profile)) ?? failed();
  } catch {
    return failed();
  }
}
