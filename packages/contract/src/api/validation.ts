import * as z from 'zod/mini';
import { CAPTCHA_WIDTH_PX, CODE_COUNTDOWN_S, SMS_STATE_REQUEST_TYPE } from '../constants';
import { endpoint } from '../endpoint';
import { validateCaptcha, validatePhone, smsCodeSchema } from '../rules';

/**
 * Validation service (SPEC 7): captcha, SMS and voice codes, the telephone
 * state of registration step 1.
 */

/**
 * What a code is for. The server binds each code to its request type and
 * number: a login code cannot reset a password.
 */
export const SMS_REQUEST_TYPES = {
  /** POST /v1/user/loginByMobile. */
  login: 1,
  /** A new number: PUT /v1/user/security/mobile/binding and the new number of PUT /v1/user/security/mobile. */
  bindMobile: 2,
  /** Forgot password step 2 (pass the uuid of step 1). */
  forgotPassword: 3,
  /** Phone-verification popup opened by login error 012011 (SPEC 8); finish with loginByMobile. */
  verifyPhone: 4,
  /** The bound (old) number when changing it: PUT /v1/user/security/mobile. */
  changeMobileOld: 5,
  /** The bound number: PUT /v1/user/security/sms/pwd. */
  smsPassword: 6,
  /** The bound number: PUT /v1/user/security/withdrawPassword/resetByPhone. */
  withdrawPasswordReset: 7,
  /** The bound number: PUT /v1/user/security/smsVerify (switching SMS login verification on or off). */
  smsVerify: 8,
  /** The bound number: binding a bank card or a TRC-20 address (POST /v1/fund/bank-cards, /v1/fund/wallet-addresses; issue 17). */
  bindDestination: 9,
  /** The bound number: a withdrawal above 2,500 (POST /v1/fund/withdraw/apply smsCode; issue 20, the terms). */
  withdrawConfirm: 10,
  /** The bound number: reactivating a dormant account (POST /v1/terms/reactivate; issue 20, the terms). */
  reactivate: 11,
  /** Registration step 1: POST /v1/validation/sms/state -> telephoneState. */
  register: SMS_STATE_REQUEST_TYPE,
} as const;
export type SmsRequestType = (typeof SMS_REQUEST_TYPES)[keyof typeof SMS_REQUEST_TYPES];
const REQUEST_TYPE_VALUES = Object.values(SMS_REQUEST_TYPES) as number[];

export const smsRequestType = z.number().check(
  z.int(),
  z.refine((n) => REQUEST_TYPE_VALUES.includes(n), { message: 'unknown requestType' }),
);

export const CAPTCHA_CHANNELS = ['graphic', 'slider'] as const;
export type CaptchaChannel = (typeof CAPTCHA_CHANNELS)[number];
export const captchaChannelName = z.enum(CAPTCHA_CHANNELS);

/** Country calling code without '+', e.g. 886. */
export const countryCodeField = z.string().check(z.regex(/^\d{1,4}$/, 'rules.phone'));
/** Digits as typed (with or without the trunk 0); checked against the country's rule. */
export const telephoneField = z.string().check(z.regex(/^\d{1,11}$/, 'rules.phone'));
/** An opaque id handed out by the server (or the device id for imgCode). */
export const opaqueId = z.string().check(z.minLength(1), z.maxLength(64), z.regex(/^[\x21-\x7e]+$/));

/**
 * Adds SPEC 5's phone rule (built-in country regexes) on an object with
 * `countryCode` and a number field. The server checks again with its
 * country list (regex and blocked flag).
 */
export function withPhoneRule<S extends z.ZodMiniObject>(schema: S, field: string) {
  return schema.check(
    z.superRefine((value: Record<string, unknown>, ctx) => {
      const phone = value[field];
      const countryCode = value.countryCode;
      if (typeof phone !== 'string' || typeof countryCode !== 'string') return;
      const key = validatePhone(phone, { countryCode });
      if (key) ctx.issues.push({ code: 'custom', message: key, input: phone, path: [field] });
    }),
  );
}

/**
 * The answer of a captcha (SPEC 7): graphic imgToken '<uuid>:<4 characters>',
 * slider imgToken '<uuid>:<x>' (x in px of a 320 px wide picture). The form
 * 'answer' alone is accepted when the request also carries captchaUuid.
 */
export const captchaValidation = z
  .object({
    channelName: captchaChannelName,
    imgToken: z.string().check(z.minLength(1), z.maxLength(128)),
    channelLanguage: z.optional(z.string().check(z.maxLength(8))),
  })
  .check(
    z.superRefine((value, ctx) => {
      const at = value.imgToken.lastIndexOf(':');
      const answer = at === -1 ? value.imgToken : value.imgToken.slice(at + 1);
      const bad =
        value.channelName === 'graphic' ? validateCaptcha(answer) : /^\d{1,3}$/.test(answer) ? null : 'rules.captcha';
      if (bad) ctx.issues.push({ code: 'custom', message: bad, input: value.imgToken, path: ['imgToken'] });
    }),
  );
export type CaptchaValidation = z.infer<typeof captchaValidation>;

export const captchaChannel = z.object({
  channelName: captchaChannelName,
  additionalParams: z.object({ appId: z.optional(z.string()), captcha_id: z.optional(z.string()) }),
  language: z.string(),
});

export const captchaImage = z.object({
  uuid: z.string(),
  /** data:image/svg+xml;base64,... */
  image: z.string(),
});

export const sliderChallenge = z.object({
  uuid: z.string(),
  /** Background with the gap: data:image/svg+xml;base64,... */
  image: z.string(),
  /** The piece to drag: data:image/svg+xml;base64,... */
  piece: z.string(),
  /** Top of the piece inside the background, px. */
  pieceY: z.number(),
  pieceSize: z.number(),
  width: z.number(),
  height: z.number(),
});

/** Sent code: its id (pass it back as uuid) and the countdown before a resend (60 s). */
export const codeSent = z.object({ uuid: z.string(), countdown: z.number() });

/**
 * Request types whose code goes to the logged-in player's bound number
 * (changeMobileOld, smsPassword, withdrawPasswordReset, smsVerify, bindDestination): the
 * client only knows it masked, so `mobile` may be left out.
 */
export const BOUND_PHONE_REQUEST_TYPES: readonly number[] = [
  SMS_REQUEST_TYPES.changeMobileOld,
  SMS_REQUEST_TYPES.smsPassword,
  SMS_REQUEST_TYPES.withdrawPasswordReset,
  SMS_REQUEST_TYPES.smsVerify,
  SMS_REQUEST_TYPES.bindDestination,
  SMS_REQUEST_TYPES.withdrawConfirm,
  SMS_REQUEST_TYPES.reactivate,
];

/** Whether a code of this type goes to the bound number of the session (mobile optional). */
export function sendsToBoundPhone(requestType: number): boolean {
  return BOUND_PHONE_REQUEST_TYPES.includes(requestType);
}

/**
 * A code to send. `mobile` is required (rules.phone) except for the bound
 * types, where the server uses the session's bound number when it is left
 * out, and for the phone-verification popup (type 4) with the uuid of its
 * 012011 answer, which names the number (the answer shows it only masked);
 * a given mobile is checked by SPEC 5's phone rule (and, for the bound
 * types, must be the bound number on the server, 012020).
 */
export const sendCodeBody = withPhoneRule(
  z.object({
    requestType: smsRequestType,
    countryCode: countryCodeField,
    mobile: z.optional(telephoneField),
    captchaValidation: z.optional(captchaValidation),
    /** Forgot password: the uuid of step 1; phone verification (type 4): the uuid of 012011; otherwise optional. */
    uuid: z.optional(opaqueId),
    captchaUuid: z.optional(opaqueId),
  }),
  'mobile',
).check(
  z.superRefine((value, ctx) => {
    const namedByUuid = value.requestType === SMS_REQUEST_TYPES.verifyPhone && value.uuid !== undefined;
    if (value.mobile === undefined && !sendsToBoundPhone(value.requestType) && !namedByUuid) {
      ctx.issues.push({ code: 'custom', message: 'rules.phone', input: value.mobile, path: ['mobile'] });
    }
  }),
);

/**
 * POST /v1/user/loginByMobile. After 012011, whose answer shows the number only masked (issue 33), the uuid of
 * that answer names the number instead of `telephone` (the server then takes a type-4 code only; 012015 once
 * the uuid is spent or expired). One of the two is required.
 */
export const loginByMobileBody = withPhoneRule(
  z.object({ telephone: z.optional(telephoneField), code: smsCodeSchema, countryCode: countryCodeField, uuid: z.optional(opaqueId) }),
  'telephone',
).check(
  z.superRefine((value, ctx) => {
    if (value.telephone === undefined && value.uuid === undefined) ctx.issues.push({ code: 'custom', message: 'rules.phone', input: value.telephone, path: ['telephone'] });
  }),
);

const languageQuery = z.object({ language: z.optional(z.enum(['TW', 'EN', 'TH'])) });

export const validationCaptcha = endpoint({
    id: 'validation.captcha',
    onBreak: 'read',
    method: 'GET',
    path: '/v1/validation/captcha',
    query: languageQuery,
    response: captchaChannel,
    summary: 'Captcha provider in use: graphic (4 characters) or slider',
  });

export const validationImgCode = endpoint({
    id: 'validation.imgCode',
    onBreak: 'allowed',
    method: 'POST',
    path: '/v1/validation/imgCode',
    query: z.object({ uuid: opaqueId }),
    response: captchaImage,
    summary: 'New graphic captcha (SVG data URL); answer as imgToken "<uuid>:<code>"; single use, 2 minutes',
  });

export const validationSliderChallenge = endpoint({
    id: 'validation.sliderChallenge',
    onBreak: 'allowed',
    method: 'POST',
    path: '/v1/validation/slider/challenge',
    query: z.object({ uuid: z.optional(opaqueId) }),
    response: sliderChallenge,
    extension: true,
    summary: `New slider captcha (${CAPTCHA_WIDTH_PX} px wide); answer as imgToken "<uuid>:<x>" within 6 px; single use, 2 minutes`,
  });

export const validationSms = endpoint({
    id: 'validation.sms',
    onBreak: 'allowed',
    method: 'POST',
    path: '/v1/validation/sms',
    body: sendCodeBody,
    response: codeSent,
    summary: `Sends a 6-digit SMS code (5 minutes, single use); resend after ${CODE_COUNTDOWN_S} s. For request types 5-11 the code goes to the logged-in player's bound number, and mobile may be left out`,
  });

export const validationVoice = endpoint({
    id: 'validation.voice',
    onBreak: 'allowed',
    method: 'POST',
    path: '/v1/validation/voice',
    body: sendCodeBody,
    response: codeSent,
    summary: "Sends a 6-digit code by a voice call (same rules as SMS). For request types 5-11 the code goes to the logged-in player's bound number, and mobile may be left out",
  });

export const validationVoiceCheck = endpoint({
    id: 'validation.voiceCheck',
    onBreak: 'read',
    method: 'GET',
    path: '/v1/validation/voice/check',
    query: z.object({ countryCode: countryCodeField }),
    response: z.boolean(),
    summary: 'Whether voice codes are offered for a country',
  });

export const validationSmsState = endpoint({
    id: 'validation.smsState',
    onBreak: 'allowed',
    method: 'POST',
    path: '/v1/validation/sms/state',
    body: withPhoneRule(
      z.object({
        requestType: z.literal(SMS_STATE_REQUEST_TYPE),
        countryCode: countryCodeField,
        telephone: telephoneField,
        code: smsCodeSchema,
      }),
      'telephone',
    ),
    response: z.object({ telephoneState: z.string() }),
    summary: 'Registration step 1: trades a register code (type 25) for a telephone-state token (30 minutes)',
  });

export const validationApi = {
  captcha: validationCaptcha,
  imgCode: validationImgCode,
  sliderChallenge: validationSliderChallenge,
  sms: validationSms,
  voice: validationVoice,
  voiceCheck: validationVoiceCheck,
  smsState: validationSmsState,
} as const;
