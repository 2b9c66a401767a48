/** The single endpoints the auth feature calls (imported only by lazy modules). */
export {
  userForgotVerify,
  userLineAuth,
  userLogin,
  userLoginByLine,
  userLoginByMobile,
  userRegisterByLine,
  userRegisterPhone,
  userResetPwd,
  userValidAccount,
  type LoginResult,
} from '@site/contract/api/user';
export { SMS_REQUEST_TYPES, validationSmsState } from '@site/contract/api/validation';
export { proxyCodeLookup } from '@site/contract/api/config';
