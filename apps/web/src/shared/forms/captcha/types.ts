import type { ComponentType } from 'react';
import type { CaptchaValidation } from '../endpoints';

/** What every captcha adapter is given. */
export interface CaptchaAdapterProps {
  /** API language code (TW, EN, TH): the provider's language, returned as channelLanguage. */
  language: string;
  /** The answer, sent with the request that needs it (the server checks it once). */
  onSolved: (result: CaptchaValidation) => void;
  /** The provider cannot be used now (its picture failed to load): the request is dropped. */
  onFailed: () => void;
}

/**
 * One captcha provider (SPEC 7: the channel GET /v1/validation/captcha names).
 * A third-party provider is one more adapter in registry.ts.
 */
export interface CaptchaProvider {
  channelName: string;
  /** Width of the captcha in px (SPEC 7: 320, 315 for one provider). */
  width: number;
  Component: ComponentType<CaptchaAdapterProps>;
}
