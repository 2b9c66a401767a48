import * as z from 'zod/mini';
import { endpoint } from '../endpoint';
import { nicknameSchema, passwordSchema, smsCodeSchema, usernameSchema } from '../rules';
import {
  birthdayField,
  loginResult,
  pwdChange,
  registerPhoneBody,
  unreadCounts,
  userDetail,
  userInfo,
  userLanguage,
  withdrawPair,
} from './user-schemas';
import { userLineAuth, userLineBinding, userLineProfile, userLoginByLine, userRegisterByLine } from './user-line';
import { captchaValidation, countryCodeField, loginByMobileBody, opaqueId, telephoneField, withPhoneRule } from './validation';

export * from './user-schemas';

/** User calls of SPEC 7 (login, registration, session, security, LINE); shapes in user-schemas.ts. */

export const userLogin = endpoint({
    id: 'user.login',
    onBreak: 'allowed',
    method: 'POST',
    path: '/v1/user/login',
    body: z.object({ username: usernameSchema, pwd: passwordSchema, captchaValidation: z.optional(captchaValidation), captchaUuid: z.optional(opaqueId) }),
    response: loginResult,
    summary: 'Login by account; 012001 wrong account or password, 012002 locked for 15 minutes, 012011 phone verification needed (the number masked, a uuid naming it)',
  });

export const userLoginByMobile = endpoint({
    id: 'user.loginByMobile',
    onBreak: 'allowed',
    method: 'POST',
    path: '/v1/user/loginByMobile',
    body: loginByMobileBody,
    response: loginResult,
    summary: 'Login by phone with a code of type 1, or of type 4 after 012011 (its uuid names the number); 012007 with {countryCode, telephone, uuid} when not registered',
  });

export const userRegisterPhone = endpoint({
    id: 'user.registerPhone',
    onBreak: 'allowed',
    method: 'POST',
    path: '/v1/user/register/phone',
    body: registerPhoneBody,
    response: loginResult,
    summary: 'Registers with a verified phone (telephoneState or 012007 uuid) and logs in',
  });

export const userLogout = endpoint({ id: 'user.logout', onBreak: 'allowed', method: 'POST', path: '/v1/user/logout', auth: true, response: z.null(), summary: 'Revokes the token' });

export const userHeartbeat = endpoint({
    id: 'user.heartbeat',
    onBreak: 'allowed',
    method: 'POST',
    path: '/v1/user/heartbeat',
    auth: true,
    response: z.object({ expiresAt: z.string() }),
    summary: 'Keeps the session alive (every 180 s); fails with 401 when it ended',
  });

export const userValidAccount = endpoint({
    id: 'user.validAccount',
    onBreak: 'allowed',
    method: 'POST',
    path: '/v1/user/valid/account',
    body: z.object({ username: usernameSchema }),
    response: z.object({ available: z.boolean() }),
    summary: 'Whether an account name is still free',
  });

export const userInfoCall = endpoint({ id: 'user.info', onBreak: 'read', method: 'GET', path: '/v1/user/info', auth: true, response: userInfo, summary: 'The logged-in user' });

export const userDetailCall = endpoint({ id: 'user.detail', onBreak: 'read', method: 'GET', path: '/v1/user/detail', auth: true, response: userDetail, summary: 'My-account details' });

export const userUpdateDetail = endpoint({
    id: 'user.updateDetail',
    onBreak: 'allowed',
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
    onBreak: 'allowed',
    method: 'PUT',
    path: '/v1/user/language',
    auth: true,
    query: z.object({ language: userLanguage }),
    response: z.null(),
    summary: "Sets the user's language",
  });

export const userSecurityPwd = endpoint({
    id: 'user.securityPwd',
    onBreak: 'allowed',
    method: 'PUT',
    path: '/v1/user/security/pwd',
    auth: true,
    body: pwdChange({ oldPwd: z.string().check(z.minLength(1), z.maxLength(64)) }),
    response: z.null(),
    summary: 'Changes the login password; every other session ends',
  });

export const userSecuritySmsPwd = endpoint({
    id: 'user.securitySmsPwd',
    onBreak: 'allowed',
    method: 'PUT',
    path: '/v1/user/security/sms/pwd',
    auth: true,
    body: pwdChange({ code: smsCodeSchema, uuid: z.optional(opaqueId) }),
    response: z.null(),
    summary: 'Changes the login password with a code (type 6) sent to the bound phone',
  });

export const userForgotVerify = endpoint({
    id: 'user.forgotVerify',
    onBreak: 'allowed',
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
    onBreak: 'allowed',
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
    onBreak: 'read',
    method: 'GET',
    path: '/v1/user/security/withdrawPassword/isBinding',
    auth: true,
    response: z.boolean(),
    summary: 'Whether a withdrawal password is set',
  });

export const userWithdrawPassword = endpoint({
    id: 'user.withdrawPassword',
    onBreak: 'allowed',
    method: 'PUT',
    path: '/v1/user/security/withdrawPassword',
    auth: true,
    body: withdrawPair({}),
    response: z.null(),
    summary: 'Sets the withdrawal password (6 digits) once',
  });

export const userWithdrawPasswordResetByPhone = endpoint({
    id: 'user.withdrawPasswordResetByPhone',
    onBreak: 'allowed',
    method: 'PUT',
    path: '/v1/user/security/withdrawPassword/resetByPhone',
    auth: true,
    body: withdrawPair({ code: smsCodeSchema, uuid: z.optional(opaqueId) }),
    response: z.null(),
    summary: 'Resets the withdrawal password with a code (type 7) sent to the bound phone',
  });

export const userWithdrawPasswordResetByPassword = endpoint({
    id: 'user.withdrawPasswordResetByPassword',
    onBreak: 'allowed',
    method: 'PUT',
    path: '/v1/user/security/withdrawPassword/resetByPassword',
    auth: true,
    body: withdrawPair({ pwd: z.string().check(z.minLength(1), z.maxLength(64)) }),
    response: z.null(),
    summary: 'Resets the withdrawal password with the login password',
  });

export const userMobileBinding = endpoint({
    id: 'user.mobileBinding',
    onBreak: 'allowed',
    method: 'PUT',
    path: '/v1/user/security/mobile/binding',
    auth: true,
    body: withPhoneRule(z.object({ mobile: telephoneField, code: smsCodeSchema, countryCode: countryCodeField }), 'mobile'),
    response: z.null(),
    summary: 'Binds a first phone with a code (type 2) sent to it',
  });

export const userMobileChange = endpoint({
    id: 'user.mobileChange',
    onBreak: 'allowed',
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
    onBreak: 'read',
    method: 'GET',
    path: '/v1/user/isAutoGameTransfer',
    auth: true,
    response: z.boolean(),
    summary: 'Whether money moves to a game wallet automatically on launch',
  });

export const userStateTokenCheck = endpoint({
    id: 'user.stateTokenCheck',
    onBreak: 'allowed',
    method: 'POST',
    path: '/v1/user/stateToken/check',
    extension: true,
    body: z.object({ stateToken: opaqueId }),
    response: z.object({ valid: z.boolean(), action: z.nullable(z.number()), registered: z.boolean(), expiresAt: z.nullable(z.string()) }),
    summary: 'Whether a state token can still be used, and for what',
  });

export const userUnreadCount = endpoint({
    id: 'message.centerUnreadCount',
    onBreak: 'read',
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
