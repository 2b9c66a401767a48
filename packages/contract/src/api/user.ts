import * as z from 'zod/mini';
import { endpoint } from '../endpoint';
import { nicknameSchema, passwordSchema, smsCodeSchema, usernameSchema } from '../rules';
import {
  birthdayField,
  lineProfile,
  lineRegisterBody,
  loginResult,
  pwdChange,
  registerPhoneBody,
  unreadCounts,
  userDetail,
  userInfo,
  userLanguage,
  withdrawPair,
} from './user-schemas';
import { captchaValidation, countryCodeField, loginByMobileBody, opaqueId, telephoneField, withPhoneRule } from './validation';

export * from './user-schemas';

/** User calls of SPEC 7 (login, registration, session, security, LINE); shapes in user-schemas.ts. */

export const userLogin = endpoint({
    id: 'user.login',
    method: 'POST',
    path: '/v1/user/login',
    body: z.object({ username: usernameSchema, pwd: passwordSchema, captchaValidation: z.optional(captchaValidation), captchaUuid: z.optional(opaqueId) }),
    response: loginResult,
    summary: 'Login by account; 012001 wrong account or password, 012002 locked for 15 minutes, 012011 phone verification needed (the number masked, a uuid naming it)',
  });

export const userLoginByMobile = endpoint({
    id: 'user.loginByMobile',
    method: 'POST',
    path: '/v1/user/loginByMobile',
    body: loginByMobileBody,
    response: loginResult,
    summary: 'Login by phone with a code of type 1, or of type 4 after 012011 (its uuid names the number); 012007 with {countryCode, telephone, uuid} when not registered',
  });

export const userRegisterPhone = endpoint({
    id: 'user.registerPhone',
    method: 'POST',
    path: '/v1/user/register/phone',
    body: registerPhoneBody,
    response: loginResult,
    summary: 'Registers with a verified phone (telephoneState or 012007 uuid) and logs in',
  });

export const userLogout = endpoint({ id: 'user.logout', method: 'POST', path: '/v1/user/logout', auth: true, response: z.null(), summary: 'Revokes the token' });

export const userHeartbeat = endpoint({
    id: 'user.heartbeat',
    method: 'POST',
    path: '/v1/user/heartbeat',
    auth: true,
    response: z.object({ expiresAt: z.string() }),
    summary: 'Keeps the session alive (every 180 s); fails with 401 when it ended',
  });

export const userValidAccount = endpoint({
    id: 'user.validAccount',
    method: 'POST',
    path: '/v1/user/valid/account',
    body: z.object({ username: usernameSchema }),
    response: z.object({ available: z.boolean() }),
    summary: 'Whether an account name is still free',
  });

export const userInfoCall = endpoint({ id: 'user.info', method: 'GET', path: '/v1/user/info', auth: true, response: userInfo, summary: 'The logged-in user' });

export const userDetailCall = endpoint({ id: 'user.detail', method: 'GET', path: '/v1/user/detail', auth: true, response: userDetail, summary: 'My-account details' });

export const userUpdateDetail = endpoint({
    id: 'user.updateDetail',
    method: 'PUT',
    path: '/v1/user/detail',
    auth: true,
    body: z.object({
      nickname: z.optional(nicknameSchema),
      avatar: z.optional(z.string().check(z.maxLength(512))),
      gender: z.optional(z.union([z.literal(1), z.literal(2)])),
      birthday: z.optional(birthdayField),
    }),
    response: userDetail,
    summary: 'Changes nickname (once), avatar, gender, birthday (once)',
  });

export const userLanguageCall = endpoint({
    id: 'user.language',
    method: 'PUT',
    path: '/v1/user/language',
    auth: true,
    query: z.object({ language: userLanguage }),
    response: z.null(),
    summary: "Sets the user's language",
  });

export const userSecurityPwd = endpoint({
    id: 'user.securityPwd',
    method: 'PUT',
    path: '/v1/user/security/pwd',
    auth: true,
    body: pwdChange({ oldPwd: z.string().check(z.minLength(1), z.maxLength(64)) }),
    response: z.null(),
    summary: 'Changes the login password; every other session ends',
  });

export const userSecuritySmsPwd = endpoint({
    id: 'user.securitySmsPwd',
    method: 'PUT',
    path: '/v1/user/security/sms/pwd',
    auth: true,
    body: pwdChange({ code: smsCodeSchema, uuid: z.optional(opaqueId) }),
    response: z.null(),
    summary: 'Changes the login password with a code (type 6) sent to the bound phone',
  });

export const userForgotVerify = endpoint({
    id: 'user.forgotVerify',
    method: 'POST',
    path: '/v1/user/forgot/verify',
    extension: true,
    body: withPhoneRule(
      z.object({
        username: usernameSchema,
        telephone: telephoneField,
        countryCode: countryCodeField,
        captchaUuid: z.optional(opaqueId),
        captchaValidation: z.optional(captchaValidation),
      }),
      'telephone',
    ),
    response: z.object({ uuid: z.string() }),
    summary: 'Forgot password step 1: account and its phone; the uuid (10 minutes) goes with the type-3 code send and the reset',
  });

export const userResetPwd = endpoint({
    id: 'user.resetPwd',
    method: 'PUT',
    path: '/v1/user/pwd',
    body: withPhoneRule(
      pwdChange({ username: usernameSchema, countryCode: countryCodeField, telephone: telephoneField, code: smsCodeSchema, uuid: opaqueId }),
      'telephone',
    ),
    response: z.null(),
    summary: 'Forgot password step 2: sets the new password and ends every session',
  });

export const userWithdrawPasswordIsBinding = endpoint({
    id: 'user.withdrawPasswordIsBinding',
    method: 'GET',
    path: '/v1/user/security/withdrawPassword/isBinding',
    auth: true,
    response: z.boolean(),
    summary: 'Whether a withdrawal password is set',
  });

export const userWithdrawPassword = endpoint({
    id: 'user.withdrawPassword',
    method: 'PUT',
    path: '/v1/user/security/withdrawPassword',
    auth: true,
    body: withdrawPair({}),
    response: z.null(),
    summary: 'Sets the withdrawal password (6 digits) once',
  });

export const userWithdrawPasswordResetByPhone = endpoint({
    id: 'user.withdrawPasswordResetByPhone',
    method: 'PUT',
    path: '/v1/user/security/withdrawPassword/resetByPhone',
    auth: true,
    body: withdrawPair({ code: smsCodeSchema, uuid: z.optional(opaqueId) }),
    response: z.null(),
    summary: 'Resets the withdrawal password with a code (type 7) sent to the bound phone',
  });

export const userWithdrawPasswordResetByPassword = endpoint({
    id: 'user.withdrawPasswordResetByPassword',
    method: 'PUT',
    path: '/v1/user/security/withdrawPassword/resetByPassword',
    auth: true,
    body: withdrawPair({ pwd: z.string().check(z.minLength(1), z.maxLength(64)) }),
    response: z.null(),
    summary: 'Resets the withdrawal password with the login password',
  });

export const userMobileBinding = endpoint({
    id: 'user.mobileBinding',
    method: 'PUT',
    path: '/v1/user/security/mobile/binding',
    auth: true,
    body: withPhoneRule(z.object({ mobile: telephoneField, code: smsCodeSchema, countryCode: countryCodeField }), 'mobile'),
    response: z.null(),
    summary: 'Binds a first phone with a code (type 2) sent to it',
  });

export const userMobileChange = endpoint({
    id: 'user.mobileChange',
    method: 'PUT',
    path: '/v1/user/security/mobile',
    auth: true,
    body: withPhoneRule(
      z.object({
        /** Step 2 of a change: the uuid of PUT /v1/user/security/mobile/verify-old (api/account.ts). */
        uuid: z.optional(opaqueId),
        /** Or the one-call form: the code (type 5) from the bound number. */
        oldCode: z.optional(smsCodeSchema),
        mobile: telephoneField,
        code: smsCodeSchema,
        countryCode: countryCodeField,
      }),
      'mobile',
    ),
    response: z.null(),
    summary:
      'Changes the bound phone: code (type 2) from the new number, plus either uuid of step 1 (mobile/verify-old, 30 minutes, 013010 when expired) or oldCode (type 5) from the bound number; 013011 with neither',
  });

export const userIsAutoGameTransfer = endpoint({
    id: 'user.isAutoGameTransfer',
    method: 'GET',
    path: '/v1/user/isAutoGameTransfer',
    auth: true,
    response: z.boolean(),
    summary: 'Whether money moves to a game wallet automatically on launch',
  });

export const userLineAuth = endpoint({
    id: 'user.lineAuth',
    method: 'POST',
    path: '/v1/user/line/auth',
    body: z.object({
      redirectUrl: z.string().check(z.minLength(1), z.maxLength(512)),
      action: z.union([z.literal(0), z.literal(1)]),
      telephoneState: z.optional(opaqueId),
    }),
    response: z.object({ url: z.string() }),
    summary: 'LINE authorisation URL; LINE comes back to redirectUrl?stateToken=...&action=0|1',
  });

export const userLineProfile = endpoint({
    id: 'user.lineProfile',
    method: 'GET',
    path: '/v1/user/line/{id}',
    response: lineProfile,
    summary: 'The LINE user behind a state token (id = stateToken)',
  });

export const userLoginByLine = endpoint({
    id: 'user.loginByLine',
    method: 'POST',
    path: '/v1/user/loginByLine',
    body: z.object({ stateToken: opaqueId }),
    response: loginResult,
    summary: 'Login with a LINE state token; 012061 {stateToken, displayName} when not registered, 012060 when the token is invalid',
  });

export const userRegisterByLine = endpoint({
    id: 'user.registerByLine',
    method: 'POST',
    path: '/v1/user/registerByLine',
    body: lineRegisterBody,
    response: loginResult,
    summary: 'Registers the LINE user of a state token (needs a telephone state) and logs in',
  });

export const userLineBinding = endpoint({
    id: 'user.lineBinding',
    method: 'POST',
    path: '/v1/user/line/binding',
    auth: true,
    body: z.object({ stateToken: opaqueId }),
    response: z.null(),
    summary: 'Binds the LINE user of a state token to the logged-in account',
  });

export const userStateTokenCheck = endpoint({
    id: 'user.stateTokenCheck',
    method: 'POST',
    path: '/v1/user/stateToken/check',
    extension: true,
    body: z.object({ stateToken: opaqueId }),
    response: z.object({ valid: z.boolean(), action: z.nullable(z.number()), registered: z.boolean(), expiresAt: z.nullable(z.string()) }),
    summary: 'Whether a state token can still be used, and for what',
  });

export const userUnreadCount = endpoint({
    id: 'message.centerUnreadCount',
    method: 'POST',
    path: '/v1/message/center/unread/count',
    auth: true,
    query: z.object({
      page: z.optional(z.string()),
      size: z.optional(z.string()),
      userType: z.optional(z.string()),
      appType: z.optional(z.string()),
      now: z.optional(z.string()),
    }),
    response: unreadCounts,
    summary: 'Unread counts for the header badge',
  });

export const userApi = {
  login: userLogin,
  loginByMobile: userLoginByMobile,
  registerPhone: userRegisterPhone,
  logout: userLogout,
  heartbeat: userHeartbeat,
  validAccount: userValidAccount,
  info: userInfoCall,
  detail: userDetailCall,
  updateDetail: userUpdateDetail,
  language: userLanguageCall,
  securityPwd: userSecurityPwd,
  securitySmsPwd: userSecuritySmsPwd,
  forgotVerify: userForgotVerify,
  resetPwd: userResetPwd,
  withdrawPasswordIsBinding: userWithdrawPasswordIsBinding,
  withdrawPassword: userWithdrawPassword,
  withdrawPasswordResetByPhone: userWithdrawPasswordResetByPhone,
  withdrawPasswordResetByPassword: userWithdrawPasswordResetByPassword,
  mobileBinding: userMobileBinding,
  mobileChange: userMobileChange,
  isAutoGameTransfer: userIsAutoGameTransfer,
  lineAuth: userLineAuth,
  lineProfile: userLineProfile,
  loginByLine: userLoginByLine,
  registerByLine: userRegisterByLine,
  lineBinding: userLineBinding,
  stateTokenCheck: userStateTokenCheck,
  unreadCount: userUnreadCount,
} as const;
