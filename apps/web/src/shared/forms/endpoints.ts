/**
 * The endpoints the shared form pieces call. Imported only by lazy modules
 * (popups, dialogs): their zod schemas never ride on the first screen.
 */
export {
  validationCaptcha,
  validationSms,
  validationVoice,
  validationVoiceCheck,
  type CaptchaChannel,
  type CaptchaValidation,
} from '@site/contract/api/validation';
export { configCountryCode, configProcessData } from '@site/contract/api/config';
