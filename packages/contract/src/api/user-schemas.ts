import * as z from 'zod/mini';
import { passwordSchema, usernameSchema, withdrawPasswordSchema } from '../rules';
import { captchaValidation, countryCodeField, opaqueId, telephoneField, withPhoneRule } from './validation';

/** Shapes of the user calls (api/user.ts). */

export const userLanguage = z.enum(['TW', 'EN', 'TH']);
export const frontendTypeField = z.union([z.literal(1), z.literal(2)]);

/** SPEC 3 Login response, plus the frontend type the user type maps to. */
export const loginResult = z.object({
  token: z.string(),
  currency: z.string(),
  language: userLanguage,
  userType: z.number(),
  frontendType: frontendTypeField,
});
export type LoginResult = z.infer<typeof loginResult>;

/** SPEC 3 User info. `telephone` is masked (0912***678); '' when none is bound. */
export const userInfo = z.object({
  userId: z.number(),
  nickname: z.string(),
  username: z.string(),
  avatar: z.string(),
  telephone: z.string(),
  hasTelephone: z.boolean(),
  countryCode: z.string(),
  language: userLanguage,
  currency: z.string(),
  /** 0 not verified, 1 verifying, 2 verified, 3 failed. */
  verifyIdCardStatus: z.number(),
  userType: z.number(),
  frontendType: frontendTypeField,
  /** ISO-8601 UTC. */
  registerDate: z.string(),
  vipName: z.string(),
});
export type UserInfo = z.infer<typeof userInfo>;

/** My-account screen (SPEC 2). gender 0 unset, 1 male, 2 female; birthday YYYY-MM-DD or null. */
export const userDetail = z.object({
  userId: z.number(),
  username: z.string(),
  nickname: z.string(),
  /** The nickname can be changed once (SPEC 5). */
  nicknameChangeable: z.boolean(),
  avatar: z.string(),
  gender: z.number(),
  birthday: z.nullable(z.string()),
  realName: z.nullable(z.string()),
  verifyIdCardStatus: z.number(),
  telephone: z.string(),
  hasTelephone: z.boolean(),
  countryCode: z.string(),
  hasWithdrawPassword: z.boolean(),
  lineBound: z.boolean(),
  language: userLanguage,
  currency: z.string(),
  registerDate: z.string(),
  vipName: z.string(),
  /** Issue 10 (api/account.ts). Defaults keep replies of older servers parseable. */
  /** Withdrawal protection: the withdrawal password is reset only by phone code. */
  withdrawProtect: z._default(z.boolean(), false),
  /** SMS login verification on a device never seen. */
  smsVerify: z._default(z.boolean(), false),
  /** Phone change step 1 done (old number proved) within the last 30 minutes, step 2 not yet. */
  phoneChangePending: z._default(z.boolean(), false),
  /** Two-factor login by an authenticator app (issue 39, api/account-two-factor.ts): its code replaces the SMS code of money and security actions. */
  twoFactor: z._default(z.boolean(), false),
});

export const birthdayField = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'rules.birthday'));
export const mismatch = (a: string, b: string) =>
  z.superRefine((value: Record<string, unknown>, ctx) => {
    if (value[a] !== value[b]) ctx.issues.push({ code: 'custom', message: 'rules.passwordMismatch', input: value[b], path: [b] });
  });

export const registerPhoneBody = withPhoneRule(
  z.object({
    username: usernameSchema,
    password: passwordSchema,
    confirmPassword: z.string(),
    proxyCode: z.optional(z.string().check(z.maxLength(32))),
    proxyAccount: z.optional(z.string().check(z.maxLength(32))),
    captchaValidation: z.optional(captchaValidation),
    captchaUuid: z.optional(opaqueId),
    countryCode: countryCodeField,
    /** From POST /v1/validation/sms/state; or give `uuid` of a failed phone login (012007 draft). */
    telephoneState: z.optional(opaqueId),
    telephone: telephoneField,
    language: z.optional(userLanguage),
    inviterCode: z.optional(z.string().check(z.maxLength(32))),
    uuid: z.optional(opaqueId),
  }),
  'telephone',
).check(mismatch('password', 'confirmPassword'));

export const lineRegisterBody = z.object({
  stateToken: opaqueId,
  /** Optional when the state token was made with one (line/auth with telephoneState). */
  telephoneState: z.optional(opaqueId),
  countryCode: z.optional(countryCodeField),
  telephone: z.optional(telephoneField),
  /** Optional: without them an account name is generated (log in by LINE or phone). */
  username: z.optional(usernameSchema),
  password: z.optional(passwordSchema),
  confirmPassword: z.optional(z.string()),
  proxyCode: z.optional(z.string().check(z.maxLength(32))),
  proxyAccount: z.optional(z.string().check(z.maxLength(32))),
  inviterCode: z.optional(z.string().check(z.maxLength(32))),
  language: z.optional(userLanguage),
});

export const lineProfile = z.object({
  lineId: z.string(),
  displayName: z.string(),
  pictureUrl: z.string(),
  /** Some account is bound to this LINE user. */
  registered: z.boolean(),
  action: z.number(),
});

export const unreadCounts = z.object({
  total: z.number(),
  sysNotice: z.number(),
  transNotice: z.number(),
  letter: z.number(),
  opNotice: z.number(),
});

export const pwdChange = <F extends Record<string, z.ZodMiniType>>(fields: F) =>
  z.object({ ...fields, newPwd: passwordSchema, confirmPwd: z.string() }).check(mismatch('newPwd', 'confirmPwd'));
export const withdrawPair = <F extends Record<string, z.ZodMiniType>>(fields: F) =>
  z
    .object({ ...fields, withdrawPassword: withdrawPasswordSchema, confirmWithdrawPassword: z.string() })
    .check(mismatch('withdrawPassword', 'confirmWithdrawPassword'));

