import {
  DEVICE_ID_LENGTHS,
  GAME_STATUS,
  HOT_GAMES_PER_CATEGORY,
  MAINTENANCE_NOTICE_S,
  NEW_DEVICE_ID_LENGTH,
  NOVICE_DAYS,
  UNREAD_BADGE_CAP,
  VOICE_HOURS,
} from '../constants';

/** Session, games and other small state rules of SPEC 3, 4 and 9. Time inputs: ISO string, epoch ms or Date. */
export type TimeInput = string | number | Date;

function ms(input: TimeInput | null | undefined): number | null {
  if (input === null || input === undefined || input === '') return null;
  const value = input instanceof Date ? input.getTime() : typeof input === 'number' ? input : Date.parse(input);
  return Number.isFinite(value) ? value : null;
}

const DAY_MS = 86_400_000;

// ---- Login advert (SPEC 4) ----------------------------------------------------

/** Storage key of the advert state: per user id, or 'guest'. */
export function advertStateKey(userId: string | number | null | undefined): string {
  return `loginAdvert:${userId === null || userId === undefined || userId === '' ? 'guest' : String(userId)}`;
}

/** Local calendar day of a date as YYYY-MM-DD. */
export function localDayKey(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

// ---- Games (SPEC 3, 4) --------------------------------------------------------

export interface MaintainableGame {
  gameStatus: number;
  maintainStartTime?: TimeInput | null;
  maintainEndTime?: TimeInput | null;
}

/** Under maintenance: status 2, or `now` within [maintainStartTime, maintainEndTime) when both are known. */
export function isMaintaining(game: MaintainableGame, now: TimeInput = Date.now()): boolean {
  if (game.gameStatus === GAME_STATUS.maintenance) return true;
  const [start, end, at] = [ms(game.maintainStartTime), ms(game.maintainEndTime), ms(now)];
  return start !== null && end !== null && at !== null && at >= start && at < end;
}

/** True when the maintenance start is 0 to 180 seconds ahead of `now` (both ends inclusive): show the notice. */
export function maintenanceNotice(startTime: TimeInput | null | undefined, now: TimeInput = Date.now()): boolean {
  const [start, at] = [ms(startTime), ms(now)];
  if (start === null || at === null) return false;
  const ahead = start - at;
  return ahead >= 0 && ahead <= MAINTENANCE_NOTICE_S * 1000;
}

/** Hidden games (status 0) are never listed; isTesting games only on a testing host (SPEC 6). */
export function isGameListed(game: { gameStatus: number; isTesting?: boolean | null }, isTestingHost: boolean): boolean {
  return game.gameStatus !== GAME_STATUS.hidden && (!game.isTesting || isTestingHost);
}

export interface HotGame {
  gameType: number;
  hotLevel?: number | null;
  isHot?: boolean | number | null;
}

/**
 * Hot games per category: games whose isHot is not false/0, grouped by
 * gameType, sorted by hotLevel ascending (a missing level last; ties keep the
 * input order), at most 5 each. Categories follow `typeOrder` when given
 * (the game-type sort), then ascending gameType; empty categories are left out.
 */
export function hotGames<G extends HotGame>(
  games: readonly G[],
  typeOrder: readonly number[] = [],
  perCategory: number = HOT_GAMES_PER_CATEGORY,
): Array<{ gameType: number; games: G[] }> {
  const groups = new Map<number, G[]>();
  for (const game of games) {
    if (game.isHot === false || game.isHot === 0) continue;
    const list = groups.get(game.gameType) ?? [];
    list.push(game);
    groups.set(game.gameType, list);
  }
  const rank = (type: number) => {
    const i = typeOrder.indexOf(type);
    return i === -1 ? typeOrder.length : i;
  };
  const level = (g: G) => (typeof g.hotLevel === 'number' && Number.isFinite(g.hotLevel) ? g.hotLevel : Infinity);
  return [...groups.keys()]
    .sort((a, b) => rank(a) - rank(b) || a - b)
    .map((gameType) => ({
      gameType,
      games: [...(groups.get(gameType) as G[])].sort((a, b) => level(a) - level(b) || 0).slice(0, perCategory),
    }));
}

// ---- Users and device (SPEC 3, 4) ----------------------------------------------

/** Novice: registered less than 2 days (48 h) before `now`; a register date slightly ahead (clock skew) counts. */
export function isNovice(registerDate: TimeInput | null | undefined, now: TimeInput = Date.now()): boolean {
  const [registered, at] = [ms(registerDate), ms(now)];
  if (registered === null || at === null) return false;
  return at - registered < NOVICE_DAYS * DAY_MS;
}

type CryptoLike = { getRandomValues?: (a: Uint8Array) => Uint8Array; randomUUID?: () => string };
const platformCrypto = (): CryptoLike | undefined => (globalThis as { crypto?: CryptoLike }).crypto;

/** `length` lower-case hex characters from the platform's CSPRNG (Math.random only if absent). */
function randomHex(length: number): string {
  const bytes = new Uint8Array(length / 2);
  const cryptoApi = platformCrypto();
  if (cryptoApi?.getRandomValues) cryptoApi.getRandomValues(bytes);
  else for (let i = 0; i < bytes.length; i++) bytes[i] = Math.floor(Math.random() * 256);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** A new device id: 32 lower-case hex characters from the platform's CSPRNG (Math.random only if absent). */
export function generateDeviceId(): string {
  return randomHex(NEW_DEVICE_ID_LENGTH);
}

/** A fresh Idempotency-Key for a money-moving call: crypto.randomUUID where there is one, else 32 random hex digits. */
export function newIdempotencyKey(): string {
  const cryptoApi = platformCrypto();
  if (typeof cryptoApi?.randomUUID === 'function') {
    try {
      return cryptoApi.randomUUID();
    } catch {
      // randomUUID needs a secure context on some browsers (a plain-http host): fall through.
    }
  }
  return randomHex(32);
}

/** True for a stored id that may be reused: 20 or 32 visible ASCII characters (safe in a header). */
export function isReusableDeviceId(value: unknown): value is string {
  return (
    typeof value === 'string' &&
    (DEVICE_ID_LENGTHS as readonly number[]).includes(value.length) &&
    /^[\x21-\x7e]+$/.test(value)
  );
}

/** Reuses a stored id of 20 or 32 characters, otherwise generates a new 32-character one. */
export function resolveDeviceId(stored: unknown, generate: () => string = generateDeviceId): string {
  return isReusableDeviceId(stored) ? stored : generate();
}

/**
 * Unread badge (SPEC 2): `count` is capped at 99; `label` is '' when there is
 * nothing unread (no badge), the number up to 99, and '99+' above 99 (the
 * badge never shows a number above 99).
 */
export function unreadBadge(n: number | null | undefined): { count: number; label: string } {
  const unread = typeof n === 'number' && Number.isFinite(n) ? Math.max(0, Math.floor(n)) : 0;
  const count = Math.min(unread, UNREAD_BADGE_CAP);
  const label = unread === 0 ? '' : unread > UNREAD_BADGE_CAP ? `${UNREAD_BADGE_CAP}+` : String(unread);
  return { count, label };
}

// ---- Voice verification (SPEC 4 Sending a code) ------------------------------------

/** Local hour from 8 up to before 22. */
export function isVoiceHour(date: Date = new Date()): boolean {
  const hour = date.getHours();
  return hour >= VOICE_HOURS.from && hour < VOICE_HOURS.to;
}

/** Voice is offered only when the server's voice check is true and it is a voice hour. */
export function canOfferVoice(voiceCheck: boolean | null | undefined, date: Date = new Date()): boolean {
  return voiceCheck === true && isVoiceHour(date);
}
