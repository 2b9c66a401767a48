import { DEFAULT_CURRENCY } from '@site/contract/constants';
import { cashierPageSrc, type CashierPage, type CashierPageQuery, type FrameGameTarget, type HostToFrame } from '@site/contract/frame';
import { getDeviceId } from '../../../shared/api/device';
import { detectOsType } from '@site/client/os-type';
import { currentBrandId } from '../../../shared/brand';
import { toApiLanguage } from '../../../shared/i18n/languages';
import { cachedUserInfo } from '../../../shared/session/userInfo';
import { useSessionStore } from '../../../shared/stores/session';
import { useSettingsStore } from '../../../shared/stores/settings';

/** Where the cashier app is served (DESIGN 1, 4): same origin, its own page. */
export const CASHIER_PATH = '/cashier/';

/** The frame address of any cashier page (the contract's list) with its non-secret query. */
export function cashierSrc<P extends CashierPage>(page: P, query?: CashierPageQuery<P>): string {
  return cashierPageSrc(page, query);
}

/**
 * The `init` answer to the frame's `ready` (DESIGN 5): the token travels only
 * here, never in the frame's address. Null without a session.
 */
export function buildInit(theme: 'light' | 'dark', currency: string | undefined, target?: FrameGameTarget): Extract<HostToFrame, { type: 'init' }> | null {
  const { token } = useSessionStore.getState();
  if (!token) return null;
  const frontendType = cachedUserInfo()?.frontendType;
  return {
    type: 'init',
    token,
    language: toApiLanguage(useSettingsStore.getState().language),
    currency: currency || cachedUserInfo()?.currency || DEFAULT_CURRENCY,
    theme,
    deviceId: getDeviceId(),
    brand: currentBrandId(),
    // The frame is narrow by design: it signs with the host's os-type instead of guessing from its own width.
    osType: detectOsType(),
    ...(frontendType ? { frontendType } : {}),
    ...(target
      ? { target: { gameType: target.gameType, channelCode: target.channelCode, ...(target.subGameCode ? { subGameCode: target.subGameCode } : {}) } }
      : {}),
  };
}
