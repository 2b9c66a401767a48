import { describe, expect, it, vi } from 'vitest';
import {
  advertStateKey,
  canOfferVoice,
  generateDeviceId,
  hotGames,
  isGameListed,
  isMaintaining,
  isNovice,
  isVoiceHour,
  localDayKey,
  maintenanceNotice,
  newIdempotencyKey,
  resolveDeviceId,
  unreadBadge,
} from './session';
import { dismissAdvert, markAdvertShown, shouldShowLoginAdvert } from './login-advert';

describe('login advert', () => {
  const today = '2025-06-15';

  it('shows to a user with no state', () => {
    expect(shouldShowLoginAdvert(null, today)).toBe(true);
  });

  it('shows when last shown on another day, whatever the flags', () => {
    expect(shouldShowLoginAdvert({ lastShowDate: '2025-06-14', isAlreadyShow: true, isNotShowToday: true, isClosed: true }, today)).toBe(true);
  });

  it('does not show twice on the same day', () => {
    const shown = markAdvertShown(null, today);
    expect(shown).toEqual({ lastShowDate: today, isAlreadyShow: true, isNotShowToday: false, isClosed: false });
    expect(shouldShowLoginAdvert(shown, today)).toBe(false);
    expect(shouldShowLoginAdvert(shown, '2025-06-16')).toBe(true);
  });

  it('today and not yet shown: shows unless marked not-today or closed', () => {
    const base = { lastShowDate: today, isAlreadyShow: false, isNotShowToday: false };
    expect(shouldShowLoginAdvert(base, today)).toBe(true);
    expect(shouldShowLoginAdvert({ ...base, isNotShowToday: true }, today)).toBe(false);
    expect(shouldShowLoginAdvert({ ...base, isClosed: true }, today)).toBe(false);
  });

  it('records not-today and close, and forgets them the next day', () => {
    const notToday = dismissAdvert(null, today, 'notToday');
    expect(notToday.isNotShowToday).toBe(true);
    expect(dismissAdvert(null, today, 'close').isClosed).toBe(true);
    expect(markAdvertShown(notToday, '2025-06-16').isNotShowToday).toBe(false);
  });

  it('takes a Date as its local day', () => {
    const date = new Date(2025, 5, 15, 23, 59);
    expect(localDayKey(date)).toBe('2025-06-15');
    expect(shouldShowLoginAdvert(markAdvertShown(null, date), today)).toBe(false);
  });

  it('keys state per user or guest', () => {
    expect(advertStateKey(42)).toBe('loginAdvert:42');
    expect(advertStateKey(null)).toBe('loginAdvert:guest');
    expect(advertStateKey('')).toBe('loginAdvert:guest');
  });
});

describe('maintenance', () => {
  const now = Date.parse('2025-06-15T10:00:00Z');

  it('status 2 is maintenance', () => {
    expect(isMaintaining({ gameStatus: 2 }, now)).toBe(true);
    expect(isMaintaining({ gameStatus: 1 }, now)).toBe(false);
  });

  it('is maintenance inside the window, start inclusive, end exclusive', () => {
    const game = { gameStatus: 1, maintainStartTime: '2025-06-15T10:00:00Z', maintainEndTime: '2025-06-15T11:00:00Z' };
    expect(isMaintaining(game, now)).toBe(true);
    expect(isMaintaining(game, now - 1)).toBe(false);
    expect(isMaintaining(game, Date.parse('2025-06-15T11:00:00Z'))).toBe(false);
  });

  it.each<[number, boolean]>([
    [-1, false],
    [0, true],
    [90, true],
    [180, true],
    [181, false],
  ])('notice for a start %i s ahead: %s', (seconds, expected) => {
    expect(maintenanceNotice(now + seconds * 1000, now)).toBe(expected);
  });

  it('no notice without a start time', () => {
    expect(maintenanceNotice(null, now)).toBe(false);
    expect(maintenanceNotice('bad', now)).toBe(false);
  });

  it('accepts ISO strings and Dates', () => {
    expect(maintenanceNotice('2025-06-15T10:03:00Z', new Date(now))).toBe(true);
  });
});

describe('game listing', () => {
  it('hides status 0 and testing games off a testing host', () => {
    expect(isGameListed({ gameStatus: 0 }, true)).toBe(false);
    expect(isGameListed({ gameStatus: 1, isTesting: true }, false)).toBe(false);
    expect(isGameListed({ gameStatus: 1, isTesting: true }, true)).toBe(true);
    expect(isGameListed({ gameStatus: 2 }, false)).toBe(true);
  });
});

describe('hotGames', () => {
  const game = (id: number, gameType: number, hotLevel: number | null, isHot: boolean | number = true) => ({ id, gameType, hotLevel, isHot });

  it('groups by type, sorts by hotLevel ascending, keeps 5', () => {
    const games = [6, 2, 4, 1, 3, 5, 7].map((level) => game(level, 1, level));
    const [sports] = hotGames(games);
    expect(sports?.games.map((g) => g.hotLevel)).toEqual([1, 2, 3, 4, 5]);
  });

  it('is stable for equal levels and puts a missing level last', () => {
    const games = [game(1, 2, null), game(2, 2, 1), game(3, 2, 1), game(4, 2, 0)];
    expect(hotGames(games)[0]?.games.map((g) => g.id)).toEqual([4, 2, 3, 1]);
  });

  it('orders categories by the type order, then by type', () => {
    const games = [game(1, 6, 1), game(2, 1, 1), game(3, 3, 1)];
    expect(hotGames(games).map((c) => c.gameType)).toEqual([1, 3, 6]);
    expect(hotGames(games, [6, 1]).map((c) => c.gameType)).toEqual([6, 1, 3]);
  });

  it('leaves out games flagged not hot', () => {
    expect(hotGames([game(1, 1, 1, false), game(2, 1, 2, 0), game(3, 1, 3, 1)])[0]?.games.map((g) => g.id)).toEqual([3]);
  });

  it('gives nothing for no games', () => {
    expect(hotGames([])).toEqual([]);
  });
});

describe('isNovice', () => {
  const now = Date.parse('2025-06-15T10:00:00Z');
  const hours = (h: number) => h * 3_600_000;

  it.each<[number, boolean]>([
    [0, true],
    [47.99, true],
    [48, false],
    [72, false],
    [-1, true],
  ])('registered %d h ago: %s', (h, expected) => {
    expect(isNovice(now - hours(h), now)).toBe(expected);
  });

  it('is false without a register date', () => {
    expect(isNovice(null, now)).toBe(false);
    expect(isNovice('nonsense', now)).toBe(false);
  });
});

describe('device id', () => {
  it.each([20, 32])('reuses a stored id of length %i', (length) => {
    const stored = 'a'.repeat(length);
    expect(resolveDeviceId(stored, () => 'new')).toBe(stored);
  });

  it.each<[unknown]>([['a'.repeat(19)], ['a'.repeat(21)], ['a'.repeat(31)], ['a'.repeat(33)], [''], [null], [undefined], [12345], ['a b'.padEnd(20, 'c')]])(
    'generates a new id instead of %j',
    (stored) => {
      expect(resolveDeviceId(stored, () => 'new')).toBe('new');
    },
  );

  it('generates 32 hex characters, different each time', () => {
    const id = resolveDeviceId(null);
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    expect(generateDeviceId()).not.toBe(id);
  });
});

describe('newIdempotencyKey', () => {
  it('is a UUID where the platform has randomUUID, and new each time', () => {
    const key = newIdempotencyKey();
    expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(newIdempotencyKey()).not.toBe(key);
  });

  it('falls back to 32 random hex digits where randomUUID refuses (an insecure context)', () => {
    const spy = vi.spyOn(globalThis.crypto, 'randomUUID').mockImplementation(() => {
      throw new Error('insecure context');
    });
    try {
      const key = newIdempotencyKey();
      expect(key).toMatch(/^[0-9a-f]{32}$/);
      expect(newIdempotencyKey()).not.toBe(key);
    } finally {
      spy.mockRestore();
    }
  });
});

describe('unreadBadge', () => {
  it.each<[number | null | undefined, number, string]>([
    [0, 0, ''],
    [-3, 0, ''],
    [null, 0, ''],
    [NaN, 0, ''],
    [1, 1, '1'],
    [98, 98, '98'],
    [99, 99, '99'],
    [100, 99, '99+'],
    [12345, 99, '99+'],
  ])('%j unread -> count %i, label %j', (n, count, label) => {
    expect(unreadBadge(n)).toEqual({ count, label });
  });
});

describe('voice hours', () => {
  const at = (h: number, m = 0) => new Date(2025, 5, 15, h, m);

  it.each<[number, number, boolean]>([
    [7, 59, false],
    [8, 0, true],
    [12, 0, true],
    [21, 59, true],
    [22, 0, false],
    [0, 0, false],
  ])('%i:%i local is a voice hour: %s', (h, m, expected) => {
    expect(isVoiceHour(at(h, m))).toBe(expected);
  });

  it('offers voice only when the check is true too', () => {
    expect(canOfferVoice(true, at(10))).toBe(true);
    expect(canOfferVoice(false, at(10))).toBe(false);
    expect(canOfferVoice(null, at(10))).toBe(false);
    expect(canOfferVoice(true, at(23))).toBe(false);
  });
});
