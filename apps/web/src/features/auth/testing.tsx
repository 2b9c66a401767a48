/** Test helpers of the auth feature: API answers at the fetch boundary and the popup host. */
import { act, configure, screen } from '@testing-library/react';
import { ConfirmHost } from '@site/ui/confirm-host';
import { resetConfirms } from '@site/ui/confirm';
import { installApi, ok, type MockHandler } from '../../test/api-mock';
import { renderWithProviders } from '../../test/render';
import { usePopupsStore, type Popup } from '../../shared/stores/popups';
import { AuthPopupHost } from './AuthPopupHost';
import { useAuthFlow } from './state/flow';

// The popups load lazily (chunk, strings): on a busy machine the first render can take over a second.
configure({ asyncUtilTimeout: 4000 });

export const COUNTRIES = [
  { countryCode: '886', nameCn: '台灣', regex: '^09\\d{8}$', isDisplay: true, isDefault: true, isBlocked: false },
  { countryCode: '66', nameCn: '泰國', regex: '^0[689]\\d{8}$', isDisplay: true, isDefault: false, isBlocked: false },
];

export interface ProcessFlags {
  loginCaptcha?: boolean;
  registerCaptcha?: boolean;
  smsCaptcha?: boolean;
}

export const LOGIN_RESULT = { token: 'tok-1', currency: 'NTD', language: 'TW', userType: 1, frontendType: 1 };

/** The calls the auth popups make, answered; `overrides` replace or add routes. */
export function authRoutes(overrides: Record<string, MockHandler> = {}, flags: ProcessFlags = {}): Record<string, MockHandler> {
  return {
    'GET /api/v1/message/countryCode': () => ok(COUNTRIES),
    'GET /api/v1/platform/process-data': () => ok({ loginCaptcha: false, registerCaptcha: false, smsCaptcha: false, ...flags }),
    'GET /api/v1/validation/voice/check': () => ok(true),
    'GET /api/v1/validation/captcha': () => ok({ channelName: 'graphic', additionalParams: {}, language: 'TW' }),
    'POST /api/v1/validation/imgCode': () => ok({ uuid: 'cap-1', image: 'data:image/svg+xml;base64,PHN2Zy8+' }),
    'POST /api/v1/validation/sms': () => ok({ uuid: 'code-1', countdown: 60 }),
    'POST /api/v1/validation/voice': () => ok({ uuid: 'voice-1', countdown: 60 }),
    'GET /api/v1/proxy/parseDomain': () => ok(null),
    ...overrides,
  };
}

/** Renders the popup host (with the confirmation host) over a fresh API; nothing is open yet. */
export function renderAuthHost(routes: Record<string, MockHandler> = authRoutes()) {
  useAuthFlow.getState().reset();
  resetConfirms();
  const api = installApi(routes);
  const view = renderWithProviders(
    <>
      <AuthPopupHost />
      <ConfirmHost labels={{ title: '溫馨提示', confirm: '確定', cancel: '取消' }} />
    </>,
  );
  return { api, view };
}

/** Renders the popup host and opens a popup; resolves with the dialog. */
export async function openAuthPopup(popup: Popup, routes: Record<string, MockHandler> = authRoutes(), dialogName: string | RegExp = /./) {
  const { api, view } = renderAuthHost(routes);
  act(() => usePopupsStore.getState().openPopup(popup));
  const dialog = await screen.findByRole('dialog', { name: dialogName });
  return { api, dialog, view };
}

/** The JSON bodies sent to one path. */
export function bodiesTo(requests: { url: URL; body: unknown }[], path: string): Record<string, unknown>[] {
  return requests.filter((r) => r.url.pathname === path).map((r) => r.body as Record<string, unknown>);
}
