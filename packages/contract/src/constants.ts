/**
 * SPEC 9 (business constants and limits) as named constants, plus the few
 * figures SPEC 2-5 state in prose. Durations carry their unit in the name.
 */

// ---- Calls and session (SPEC 4, 7, DESIGN 3) --------------------------------
export const REQUEST_TIMEOUT_MS = 30_000;
export const HEARTBEAT_INTERVAL_MS = 180_000;
/** A stored device id of one of these lengths is reused; otherwise a new one is generated. */
export const DEVICE_ID_LENGTHS = [20, 32] as const;
export const NEW_DEVICE_ID_LENGTH = 32;
/** DESIGN 3: a request timestamp more than 5 minutes off is rejected. */
export const SIGN_TIMESTAMP_TOLERANCE_MS = 5 * 60_000;

// ---- Codes and captcha (SPEC 4, 5, 7) ---------------------------------------
export const CODE_COUNTDOWN_S = 60;
export const SMS_CODE_LENGTH = 6;
export const CAPTCHA_LENGTH = 4;
export const CAPTCHA_WIDTH_PX = 320;
/** One captcha provider is 315 px wide. */
export const CAPTCHA_WIDTH_ALT_PX = 315;
/** Voice codes are offered from 08:00 up to before 22:00 local time. */
export const VOICE_HOURS = { from: 8, to: 22 } as const;
/** Request type of the SMS state check in registration step 1. */
export const SMS_STATE_REQUEST_TYPE = 25;
/** Request type of the phone-verification popup opened by login error 012011. */
export const PHONE_VERIFY_REQUEST_TYPE = 4;
/** Form validation checks run every 100 ms (SPEC 5 Preconditions). */
export const VALIDATION_POLL_MS = 100;

// ---- Field limits (SPEC 5) ---------------------------------------------------
export const USERNAME_MIN = 5;
export const USERNAME_MAX = 18;
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 18;
/** Two help texts of the source say 8-20; the enforced rule is 6-18. */
export const PASSWORD_HELP_RANGE = { min: 8, max: 20 } as const;
export const PHONE_INPUT_MAX = 11;
export const NICKNAME_MAX = 10;
export const SHORT_NAME_MAX = 10;
export const REAL_NAME_MIN = 2;
export const REAL_NAME_STRICT_MAX = 50;
export const RECEIVER_NAME_MIN = 2;
/** Our cap on a receiver's name (SPEC gives only the minimum). */
export const RECEIVER_NAME_MAX = 20;
/** Detailed delivery address, characters after trimming. */
export const ADDRESS_DETAIL_RANGE = { min: 5, max: 100 } as const;
/** Delivery addresses one player may keep (SPEC 3: the number is capped; our figure, docs/decisions.md). */
export const ADDRESS_MAX = 5;
/** Step 1 of a phone change (the old number proved) stays valid this long. */
export const PHONE_CHANGE_WINDOW_MS = 30 * 60_000;
export const WITHDRAW_PASSWORD_LENGTH = 6;
export const BIRTHDAY_AGE_RANGES = {
  /** Wording 'age 18-100'. */
  standard: { min: 18, max: 100 },
  /** Wording 'age 18-65'. */
  strict: { min: 18, max: 65 },
} as const;
export const MIN_AGE = 18;
export const FEEDBACK_TEXT_RANGES = {
  /** Feedback wording: 3-500 characters. */
  long: { min: 3, max: 500 },
  /** Letter wording: 2-200 characters. */
  short: { min: 2, max: 200 },
} as const;
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
/**
 * Issue 17, uploads: every picture is decoded and a re-encoded copy stored (pixels only). A picture
 * of more than `maxInputPixels` is refused from its header, before it is decoded (a decompression bomb
 * is a few KB claiming gigapixels; issue 33: a 116 KB PNG of 39.7 MP cost 729 ms to decode). 25 MP
 * takes a phone's photo as its camera saves it (12-12.5 MP; 24 MP, 5712 x 4284, on recent iPhones) and
 * nothing much larger: decoding cost grows with the pixels, not the bytes. Stored copies are shrunk
 * to `maxStoredEdgePx` on their longer side; each player may send `perDayCount` uploads and
 * `perDayBytes` bytes per server day (docs/decisions.md).
 */
export const UPLOAD_LIMITS = {
  maxInputPixels: 25_000_000,
  maxStoredEdgePx: 2560,
  perDayCount: 20,
  perDayBytes: 50 * 1024 * 1024,
} as const;
export const ID_IMAGE_EXTENSIONS = ['jpeg', 'jpg', 'png', 'gif'] as const;
export const ATTACHMENT_EXTENSIONS = ['jpg', 'png'] as const;

// ---- Frame and layout (SPEC 2, 4) --------------------------------------------
export const GO_TOP_THRESHOLD_PX = 100;
export const FOOTER_CLOCK_MS = 1000;
export const POPUP_WIDTH_PX = 500;
export const DROPDOWN_WIDTH_PX = 340;
/** Heights of the embedded finance frame by channel. */
export const FRAME_HEIGHTS = [430, 400, 370] as const;
export const BALANCE_REFRESH_SPIN_MS = 500;
export const COPYRIGHT_YEARS = { from: 2018, to: 2025 } as const;
export const CONFIRM_DIALOG_DELAY_MS = 200;
export const CONFIRM_DIALOG_TOP = '30vh';
export const UNREAD_BADGE_CAP = 99;
export const FRONTEND_TYPES = [1, 2] as const;
export type FrontendType = (typeof FRONTEND_TYPES)[number];
export const APPEARANCES = ['device', 'dark', 'light'] as const;
export type Appearance = (typeof APPEARANCES)[number];
export const SPONSOR_COUNT = 10;

// ---- Games (SPEC 1, 4) -------------------------------------------------------
export const GAME_TYPES = {
  sports: 1,
  realPerson: 2,
  esports: 3,
  lottery: 4,
  chess: 5,
  electronic: 6,
  fishing: 7,
} as const;
export type GameTypeName = keyof typeof GAME_TYPES;
export type GameType = (typeof GAME_TYPES)[GameTypeName];
/** Clicking the electronic (type 6) tab opens the Lobby on this channel. */
export const ELECTRONIC_DEFAULT_CHANNEL = 'KT';
/** Game types whose wallet converts points 1 : 0.2 (cards and fishing). */
export const POINTS_GAME_TYPES = [GAME_TYPES.chess, GAME_TYPES.fishing] as const;
export const GAME_STATUS = { hidden: 0, maintenance: 2 } as const;
export const HOT_GAMES_PER_CATEGORY = 5;
export const HOME_FAVORITES_SIZE = 9;
export const USUAL_GAMES_SIZE = 6;
export const MAINTENANCE_NOTICE_S = 180;
/** Favourite toggles, collect-all and recycle: one per 5 s. */
export const THROTTLE_MS = 5000;
/** 500 in the main wallet becomes 100 game points. */
export const GAME_POINTS_RATIO = 0.2;
/** The channel whose game wallets convert at GAME_POINTS_RATIO (cards and fishing); here, not in frame.ts, so the first screen can read it without the frame's schemas. */
export const DB_CHANNEL = 'DB';

// ---- VIP (SPEC 4, 6, 9) ------------------------------------------------------
export const VIP_SPECIAL_LEVEL = 999;
/** Highest normal level; one brand shows only 10 (VIP_BRAND_MAX_LEVELS). */
export const VIP_MAX_NORMAL_LEVEL = 11;
export const VIP_BRAND_MAX_LEVELS = [10, 11] as const;
export type VipBrandMaxLevel = (typeof VIP_BRAND_MAX_LEVELS)[number];
/** Levels above this one show the full VIP name. */
export const VIP_FULL_NAME_ABOVE = 10;
export const VIP_RETENTION_DAYS = [60, 90] as const;
/** An upgrade happens this many days after the requirement is met. */
export const VIP_UPGRADE_DELAY_DAYS = 1;
export const MONTHLY_UPGRADE = { turnover: 5000, minDeposits: 1 } as const;
/**
 * The retention rule the server applies (services/vip) and the VIP page states:
 * when a level's retention days (VIP_RETENTION_DAYS: 60 up to VIP5, 90 above)
 * have run out, the level is kept for another period if, over the last
 * periodDays days, the valid turnover reached MONTHLY_UPGRADE.turnover with at
 * least MONTHLY_UPGRADE.minDeposits approved deposit; otherwise it drops by
 * dropLevels and the totals count again from that day. Levels 0 and 999 are
 * never dropped.
 */
export const VIP_RETENTION_RULE = {
  periodDays: 30,
  turnover: MONTHLY_UPGRADE.turnover,
  minDeposits: MONTHLY_UPGRADE.minDeposits,
  dropLevels: 1,
  /** Levels up to this one keep 60 days, higher ones 90. */
  shortRetentionUpTo: 5,
} as const;
/** Points coupons expire this many days after they are issued. */
export const VIP_COUPON_VALID_DAYS = 30;
export const DEFAULT_USER_VIP = {
  vipId: 1,
  vipName: 'VIP0',
  rechargeTotal: 0,
  betTotal: 0,
  limitBetTotal: 0,
  limitRechargeTotal: 0,
} as const;

// ---- Users, language, currency, time (SPEC 1, 3, 9) --------------------------
export const NOVICE_DAYS = 2;
export const LANGUAGE_CODES = ['TW', 'EN', 'TH'] as const;
export type LanguageCode = (typeof LANGUAGE_CODES)[number];
export const DEFAULT_LANGUAGE: LanguageCode = 'TW';
/** i18n locale of each API language code. */
export const LANGUAGE_LOCALES: Record<LanguageCode, 'zh-TW' | 'en' | 'th'> = { TW: 'zh-TW', EN: 'en', TH: 'th' };
export const DEFAULT_CURRENCY = 'NTD';
/** The user state's default currency code (SPEC 1 mentions both). */
export const USER_STATE_DEFAULT_CURRENCY = 'TWD';
export const COUNTRY_CODES = { taiwan: '886', thailand: '66' } as const;
export const DEFAULT_COUNTRY_CODE = COUNTRY_CODES.taiwan;
export const DECIMALS = 2;
export const DATE_FORMAT = 'YYYY/MM/DD';
export const DATETIME_FORMAT = 'YYYY/MM/DD HH:mm:ss';
/** Dates are sent with this offset (SPEC 9 writes it +0800). */
export const SERVER_UTC_OFFSET = '+08:00';
export const SERVER_UTC_OFFSET_MINUTES = 480;
/**
 * The zone of that offset (no summer time), for dates a page shows the same to every visitor: the server renders
 * public pages in its own zone, so a date in the browser's would not match the page's markup (hydration).
 */
export const SERVER_TIME_ZONE = 'Asia/Taipei';
export const RECORD_DAYS = 90;
/** A login advert is shown at most once per day per user. */
export const ADVERT_SHOWS_PER_DAY = 1;
/** Unread mail type 2 means received; any other value means sent. */
export const MAIL_TYPE_RECEIVED = 2;

// ---- Wallet and finance (SPEC 1, 4, 9) ---------------------------------------
export const MIN_WITHDRAWAL_TWD = 1000;
/** Another text mentions 300 in another currency. */
export const MIN_WITHDRAWAL_OTHER = 300;
/** Valid turnover multiple required after a deposit before withdrawing. */
export const WITHDRAWAL_TURNOVER_MULTIPLE = 1;
export const BANK_CARD_REVIEW = { minMinutes: 15, maxHours: 24 } as const;
export const STORE_PAYMENT_CODE_LENGTH = 14;
export const USDT_NETWORK = 'TRC20';
export const RECHARGE_LIMIT_LEVELS = { pausedForMinutes: 2, contactSupport: 3 } as const;

// ---- Promotions and agency (SPEC 1, 9) ---------------------------------------
export const REBATE_MAX_PERCENT = 1.5;
export const FIRST_DEPOSIT_BONUS_MAX = 1000;
export const NEW_MEMBER_BONUS_MAX = 888;
export const AGENT_TERMS = {
  minActiveMembersPerMonth: 3,
  supportMonths: 3,
  levelReviewMonths: 3,
  validMember: { minDepositsPerMonth: 1, minTurnoverPerMonth: 5000 },
} as const;
export const AGENT_TIERS = ['partner', 'senior', 'vip', 'exclusive', 'diamond'] as const;
/** Minimum odds for a bet to count towards turnover, per odds format. */
export const QUALIFYING_ODDS = {
  decimal: 1.5,
  hongKong: 0.5,
  indonesian: -2.0,
  malay: 0.5,
  american: -200,
} as const;

/** A VIP name containing one of these markers is the special-invite level 999. */
export const VIP_SPECIAL_MARKERS = ['特邀', 'SVIP'] as const;

// ---- Error codes: named once, by area, in codes/ (issue 18; index.ts exports them all) ----
// Only VIP_ERROR_CODES is re-exported here (the VIP rules and their test read it beside DEFAULT_USER_VIP):
// a re-export makes its module part of whatever imports constants.ts, the first screen included.
export { VIP_ERROR_CODES } from './codes/vip';
