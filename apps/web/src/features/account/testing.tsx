import { USER_ERROR_CODES } from '@site/contract/codes/user';
/** Test helpers of the my-account screen: a player's details, the calls the screen makes, the page rendered. */
import type { UserDetail } from './api/useUserDetail';
import { configure } from '@testing-library/react';
import { ConfirmHost } from '@site/ui/confirm-host';
import { resetConfirms } from '@site/ui/confirm';
import { loadNamespaces } from '../../shared/i18n/i18n';
import { errorCatalogue } from '../../test/site.fixtures';
import { installApi, ok, type MockHandler } from '../../test/api-mock';
import { renderWithProviders } from '../../test/render';
import { aUserDetail, aUserInfo } from '@site/contract/testing/users';
import { logIn, sessionRoutes } from '../../test/session.fixtures';
import AccountPage from './pages/AccountPage';

// The dialogs load lazily (chunk, strings): on a busy machine the first render can take over a second.
configure({ asyncUtilTimeout: 5000 });

export const COUNTRIES = [
  { countryCode: '886', nameCn: '台灣', regex: '^09\\d{8}$', isDisplay: true, isDefault: true, isBlocked: false },
  { countryCode: '66', nameCn: '泰國', regex: '^0[689]\\d{8}$', isDisplay: true, isDefault: false, isBlocked: false },
];

export const idCard = (over: Record<string, unknown> = {}) => ({ status: 0, realName: null, idNumber: null, reason: null, submittedAt: null, reviewedAt: null, ...over });

/** The catalogue with the account codes a test answers with (SPEC 8: their words are shown). */
export const ACCOUNT_CATALOGUE = [
  { errorCode: USER_ERROR_CODES.codeInvalid, httpStatus: 400, description: '驗證碼錯誤或已失效', defaultDesc: 'Wrong code', showType: 1 as const },
  { errorCode: USER_ERROR_CODES.oldPasswordWrong, httpStatus: 400, description: '舊密碼錯誤', defaultDesc: 'Wrong old password', showType: 1 as const },
  { errorCode: USER_ERROR_CODES.samePassword, httpStatus: 400, description: '新舊密碼不能一致', defaultDesc: 'Same password', showType: 1 as const },
];

/** Every call the screen makes, answered; `overrides` replace or add routes. */
export function accountRoutes(player: UserDetail = aUserDetail(), overrides: Record<string, MockHandler> = {}): Record<string, MockHandler> {
  return {
    ...sessionRoutes(aUserInfo({ telephone: player.telephone, hasTelephone: player.hasTelephone, nickname: player.nickname, registerDate: player.registerDate })),
    'GET /api/v1/basics/errorCode/version': () => ok({ ...errorCatalogue('acc'), errorCodes: [...errorCatalogue('acc').errorCodes, ...ACCOUNT_CATALOGUE] }),
    'GET /api/v1/user/detail': () => ok(player),
    'GET /api/v1/user/idcard': () => ok(idCard({ status: player.verifyIdCardStatus })),
    'GET /api/v1/user/security/withdrawPassword/isBinding': () => ok(player.hasWithdrawPassword),
    'GET /api/v1/message/countryCode': () => ok(COUNTRIES),
    'GET /api/v1/platform/process-data': () => ok({ loginCaptcha: false, registerCaptcha: false, smsCaptcha: false }),
    'GET /api/v1/validation/voice/check': () => ok(false),
    'POST /api/v1/validation/sms': () => ok({ uuid: 'code-1', countdown: 60 }),
    ...overrides,
  };
}

/** Logs the player in and renders /mine/account (with its query) over the routes; resolves once the strings are there. */
export async function renderAccount(path = '/mine/account', routes: Record<string, MockHandler> = accountRoutes()) {
  await loadNamespaces(['account', 'accountPopups', 'forms']);
  resetConfirms();
  logIn(aUserInfo());
  const api = installApi(routes);
  const view = renderWithProviders(
    <>
      <AccountPage />
      <ConfirmHost labels={{ title: '溫馨提示', confirm: '確定', cancel: '取消' }} />
    </>,
    { path },
  );
  return { api, view };
}

/** The bodies sent by one call, named "METHOD /path". */
export function bodiesTo(requests: { method: string; url: URL; body: unknown }[], call: string): unknown[] {
  return requests.filter((r) => `${r.method} ${r.url.pathname}` === call).map((r) => r.body);
}
