import { describe, expect, it } from 'vitest';
import * as c from './constants';

describe('SPEC 9 constants', () => {
  it('calls and session', () => {
    expect(c.REQUEST_TIMEOUT_MS).toBe(30_000);
    expect(c.HEARTBEAT_INTERVAL_MS).toBe(180_000);
    expect(c.DEVICE_ID_LENGTHS).toEqual([20, 32]);
    expect(c.DEVICE_ID_LENGTHS).toContain(c.NEW_DEVICE_ID_LENGTH);
  });

  it('codes and inputs', () => {
    expect([c.CODE_COUNTDOWN_S, c.SMS_CODE_LENGTH, c.CAPTCHA_LENGTH]).toEqual([60, 6, 4]);
    expect([c.USERNAME_MAX, c.PASSWORD_MAX, c.PHONE_INPUT_MAX]).toEqual([18, 18, 11]);
    expect(c.VOICE_HOURS).toEqual({ from: 8, to: 22 });
    expect([c.NICKNAME_MAX, c.WITHDRAW_PASSWORD_LENGTH]).toEqual([10, 6]);
    expect(c.BIRTHDAY_AGE_RANGES).toEqual({ standard: { min: 18, max: 100 }, strict: { min: 18, max: 65 } });
    expect(c.UPLOAD_MAX_BYTES).toBe(10_485_760);
  });

  it('layout figures', () => {
    expect([c.GO_TOP_THRESHOLD_PX, c.FOOTER_CLOCK_MS, c.POPUP_WIDTH_PX, c.CAPTCHA_WIDTH_PX, c.DROPDOWN_WIDTH_PX]).toEqual([
      100, 1000, 500, 320, 340,
    ]);
    expect(c.FRAME_HEIGHTS).toEqual([430, 400, 370]);
    expect(c.COPYRIGHT_YEARS).toEqual({ from: 2018, to: 2025 });
    expect(c.CONFIRM_DIALOG_DELAY_MS).toBe(200);
    expect(c.UNREAD_BADGE_CAP).toBe(99);
  });

  it('games', () => {
    expect(Object.values(c.GAME_TYPES)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect([c.HOT_GAMES_PER_CATEGORY, c.HOME_FAVORITES_SIZE, c.USUAL_GAMES_SIZE]).toEqual([5, 9, 6]);
    expect([c.MAINTENANCE_NOTICE_S, c.THROTTLE_MS]).toEqual([180, 5000]);
    expect(500 * c.GAME_POINTS_RATIO).toBe(100);
  });

  it('VIP, users and formats', () => {
    expect(c.VIP_SPECIAL_LEVEL).toBe(999);
    expect(c.VIP_BRAND_MAX_LEVELS).toEqual([10, 11]);
    expect([c.NOVICE_DAYS, c.RECORD_DAYS, c.DECIMALS]).toEqual([2, 90, 2]);
    expect([c.DATE_FORMAT, c.DATETIME_FORMAT, c.SERVER_UTC_OFFSET]).toEqual(['YYYY/MM/DD', 'YYYY/MM/DD HH:mm:ss', '+08:00']);
    expect(c.SERVER_UTC_OFFSET_MINUTES).toBe(8 * 60);
    expect(c.LANGUAGE_CODES).toEqual(['TW', 'EN', 'TH']);
    expect(c.DEFAULT_LANGUAGE).toBe('TW');
    expect(Object.values(c.COUNTRY_CODES)).toEqual(['886', '66']);
  });

  it('finance, promotions and agency', () => {
    expect(c.MIN_WITHDRAWAL_TWD).toBe(1000);
    expect(c.STORE_PAYMENT_CODE_LENGTH).toBe(14);
    expect([c.REBATE_MAX_PERCENT, c.FIRST_DEPOSIT_BONUS_MAX, c.NEW_MEMBER_BONUS_MAX]).toEqual([1.5, 1000, 888]);
    expect(c.AGENT_TERMS.minActiveMembersPerMonth).toBe(3);
    expect(c.QUALIFYING_ODDS).toEqual({ decimal: 1.5, hongKong: 0.5, indonesian: -2, malay: 0.5, american: -200 });
  });
});
