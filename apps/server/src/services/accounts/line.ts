import { validateNickname, type LoginResult } from '@site/contract';
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/schema';
import type { LineStatesTable } from '../../db/schema-accounts';
import { CoreErrors } from '../../domain/errors';
import type { ApiLanguage } from '../../domain/language';
import { accountById, loginResult } from './accounts';
import { UserErrors } from './errors';
import { admit } from './login';
import { resolvePhone } from './phone';
import { generatedUsername, phoneTicket, register, type RegistrationClient } from './register';
import { isoIn, nowIso, randomId, randomToken, sha256Hex } from './secrets';
import type { Session } from './sessions';
import { findTicket } from './tickets';

type Db = Kysely<Database>;
type StateRow = Selectable<LineStatesTable>;

/** LINE channel settings (env LINE_CHANNEL_ID, LINE_CHANNEL_SECRET, LINE_CALLBACK_URL). */
export interface LineConfig {
  channelId: string;
  channelSecret: string;
  callbackUrl: string | undefined;
  /** https://api.line.me (token and profile calls). */
  apiBase: string;
}

/** The callback LINE sends the browser back to: the configured one, else this server's own. */
export function lineCallbackUrl(line: LineConfig, serverOrigin: string): string {
  return line.callbackUrl ?? `${serverOrigin}${LINE_CALLBACK_PATH}`;
}

export const LINE_AUTHORIZE_URL = 'https://access.line.me/oauth2/v2.1/authorize';
export const LINE_STATE_TTL_MS = 10 * 60_000;
export const DEV_AUTHORIZE_PATH = '/dev/line/authorize';
export const LINE_CALLBACK_PATH = '/api/v1/user/line/callback';

export interface AuthRequest {
  redirectUrl: string;
  action: 0 | 1;
  telephoneState?: string | undefined;
}

export interface AuthContext {
  /** Origin this server is reached at, e.g. http://127.0.0.1:8080. */
  serverOrigin: string;
  /** Hosts a redirect may go to: the page (origin_url) and this server. */
  allowedHosts: string[];
  line: LineConfig | undefined;
  devStandIn: boolean;
}

/** Only http(s) back to the page's own host or this server's: no open redirect. */
export function checkRedirect(redirectUrl: string, allowedHosts: string[]): URL {
  let url: URL;
  try {
    url = new URL(redirectUrl);
  } catch {
    throw UserErrors.redirectInvalid();
  }
  if (!['http:', 'https:'].includes(url.protocol) || !allowedHosts.includes(url.host.toLowerCase())) throw UserErrors.redirectInvalid();
  return url;
}

/** POST /v1/user/line/auth: the authorisation URL (LINE's when configured, else the dev stand-in). */
export async function lineAuthUrl(db: Db, input: AuthRequest, ctx: AuthContext): Promise<{ url: string }> {
  if (!ctx.line && !ctx.devStandIn) throw UserErrors.lineUnavailable();
  const redirect = checkRedirect(input.redirectUrl, ctx.allowedHosts);
  if (input.telephoneState && !(await findTicket(db, input.telephoneState, ['telephoneState', 'phoneDraft']))) {
    throw UserErrors.telephoneStateInvalid();
  }
  const state = randomId(16);
  await db
    .insertInto('line_states')
    .values({
      state,
      token_hash: null,
      action: input.action,
      redirect_url: redirect.toString(),
      telephone_state_hash: input.telephoneState ? sha256Hex(input.telephoneState) : null,
      line_id: null,
      display_name: null,
      picture_url: null,
      created_at: nowIso(),
      expires_at: isoIn(LINE_STATE_TTL_MS),
      authorised_at: null,
      used_at: null,
    })
    .execute();
  if (ctx.line) {
    const url = new URL(LINE_AUTHORIZE_URL);
    url.searchParams.set('response_type', 'code');
    url.searchParams.set('client_id', ctx.line.channelId);
    url.searchParams.set('redirect_uri', lineCallbackUrl(ctx.line, ctx.serverOrigin));
    url.searchParams.set('state', state);
    url.searchParams.set('scope', 'profile openid');
    return { url: url.toString() };
  }
  const url = new URL(DEV_AUTHORIZE_PATH, ctx.serverOrigin);
  url.searchParams.set('state', state);
  url.searchParams.set('redirect_uri', redirect.toString());
  return { url: url.toString() };
}

/** A pending authorisation (the stand-in page shows it), or undefined. */
export async function pendingState(db: Db, state: string): Promise<StateRow | undefined> {
  return db
    .selectFrom('line_states')
    .selectAll()
    .where('state', '=', state)
    .where('authorised_at', 'is', null)
    .where('expires_at', '>', nowIso())
    .executeTakeFirst();
}

/** The stand-in's fake LINE user id: stable per display name, so the same name is the same LINE user. */
export function devLineId(displayName: string): string {
  return `U${sha256Hex(`dev-line:${displayName.trim().toLowerCase()}`).slice(0, 32)}`;
}

/** The user allowed: the state gets its LINE user and a state token; returns where to send the browser. */
export async function authorise(db: Db, state: string, profile: { lineId: string; displayName: string; pictureUrl: string }): Promise<string | undefined> {
  const row = await pendingState(db, state);
  if (!row) return undefined;
  const stateToken = randomToken(24);
  await db
    .updateTable('line_states')
    .set({
      token_hash: sha256Hex(stateToken),
      line_id: profile.lineId,
      display_name: profile.displayName,
      picture_url: profile.pictureUrl,
      authorised_at: nowIso(),
      expires_at: isoIn(LINE_STATE_TTL_MS),
    })
    .where('state', '=', state)
    .execute();
  const back = new URL(row.redirect_url);
  back.searchParams.set('stateToken', stateToken);
  back.searchParams.set('action', String(row.action));
  return back.toString();
}

async function liveState(db: Db, stateToken: string): Promise<StateRow & { line_id: string }> {
  const row = await db.selectFrom('line_states').selectAll().where('token_hash', '=', sha256Hex(stateToken)).executeTakeFirst();
  if (!row || !row.line_id || row.used_at || row.expires_at <= nowIso()) throw UserErrors.stateTokenInvalid();
  return row as StateRow & { line_id: string };
}

async function spendState(db: Db, row: StateRow): Promise<void> {
  await db.updateTable('line_states').set({ used_at: nowIso() }).where('state', '=', row.state).execute();
}

async function accountOfLine(db: Db, lineId: string) {
  return db.selectFrom('accounts').selectAll().where('line_id', '=', lineId).executeTakeFirst();
}

export async function loginByLine(db: Db, stateToken: string, deviceId: string, address: string, userAgent?: string): Promise<LoginResult> {
  const row = await liveState(db, stateToken);
  const account = await accountOfLine(db, row.line_id);
  if (!account) throw UserErrors.lineNotRegistered({ stateToken, displayName: row.display_name ?? '', lineId: row.line_id });
  await spendState(db, row);
  return admit(db, account, deviceId, { address, userAgent, method: 'line' });
}

export interface LineRegistration {
  stateToken: string;
  telephoneState?: string | undefined;
  countryCode?: string | undefined;
  telephone?: string | undefined;
  username?: string | undefined;
  password?: string | undefined;
  confirmPassword?: string | undefined;
  proxyCode?: string | undefined;
  proxyAccount?: string | undefined;
  inviterCode?: string | undefined;
  language?: ApiLanguage | undefined;
}

/**
 * The LINE display name as the new account's nickname: its first 10 characters when they pass the nickname
 * rule (no control or invisible characters: a name from LINE is free text too, issue 33), else none (the
 * account name is the nickname then).
 */
function lineNickname(displayName: string | null): string | undefined {
  const nickname = [...(displayName ?? '').trim()].slice(0, 10).join('').trim();
  return nickname && validateNickname(nickname) === null ? nickname : undefined;
}

/** Registers the LINE user of a state token with a verified phone (body or the one line/auth was given). */
export async function registerByLine(db: Db, input: LineRegistration, client: RegistrationClient): Promise<LoginResult> {
  if (input.password !== undefined && input.confirmPassword !== input.password) {
    throw CoreErrors.badRequest({ issues: [{ in: 'body', path: 'confirmPassword', message: 'rules.passwordMismatch' }] });
  }
  const row = await liveState(db, input.stateToken);
  if (await accountOfLine(db, row.line_id)) throw UserErrors.lineTaken();
  const phone = input.countryCode && input.telephone ? await resolvePhone(db, input.countryCode, input.telephone) : undefined;
  const ticket = await phoneTicket(db, phone, [input.telephoneState], [row.telephone_state_hash]);
  const account = await register(db, {
    ...input,
    username: input.username ?? (await generatedUsername(db)),
    password: input.password ?? randomToken(18),
    phone: ticket.phone,
    ticket,
    client,
    lineId: row.line_id,
    nickname: lineNickname(row.display_name),
  });
  await spendState(db, row);
  return loginResult(db, account, client.deviceId, { method: 'register', client });
}

/** Binds the LINE user of a state token to the logged-in account. */
export async function bindLine(db: Db, session: Session, stateToken: string): Promise<null> {
  const row = await liveState(db, stateToken);
  const account = await accountById(db, session.accountId);
  if (account.line_id) throw UserErrors.lineAlreadyBound();
  if (await accountOfLine(db, row.line_id)) throw UserErrors.lineTaken();
  await db.updateTable('accounts').set({ line_id: row.line_id, updated_at: nowIso() }).where('id', '=', account.id).execute();
  await spendState(db, row);
  return null;
}

export async function lineProfile(db: Db, stateToken: string) {
  const row = await liveState(db, stateToken);
  return {
    lineId: row.line_id,
    displayName: row.display_name ?? '',
    pictureUrl: row.picture_url ?? '',
    registered: (await accountOfLine(db, row.line_id)) !== undefined,
    action: row.action,
  };
}

/** The state-token check: never fails, says whether and how the token can still be used. */
export async function checkStateToken(db: Db, stateToken: string) {
  try {
    const row = await liveState(db, stateToken);
    return { valid: true, action: row.action, registered: (await accountOfLine(db, row.line_id)) !== undefined, expiresAt: row.expires_at };
  } catch {
    return { valid: false, action: null, registered: false, expiresAt: null };
  }
}
