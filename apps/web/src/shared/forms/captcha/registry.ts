import { CAPTCHA_WIDTH_PX } from '@site/contract/constants';
import { GraphicCaptcha } from './GraphicCaptcha';
import { SliderCaptcha } from './SliderCaptcha';
import type { CaptchaProvider } from './types';

export const graphicProvider: CaptchaProvider = { channelName: 'graphic', width: CAPTCHA_WIDTH_PX, Component: GraphicCaptcha };
export const sliderProvider: CaptchaProvider = { channelName: 'slider', width: CAPTCHA_WIDTH_PX, Component: SliderCaptcha };

/** The adapters by channel name; add a third-party provider here. */
export const CAPTCHA_PROVIDERS: Readonly<Record<string, CaptchaProvider>> = {
  graphic: graphicProvider,
  slider: sliderProvider,
};

/** The adapter of a channel; an unknown channel falls back to the self-built graphic captcha. */
export function providerFor(channelName: string | null | undefined): CaptchaProvider {
  return (channelName && CAPTCHA_PROVIDERS[channelName]) || graphicProvider;
}
