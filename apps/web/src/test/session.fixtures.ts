import type { LoginResult, UserInfo } from '@site/contract/api/user';
import { aUserInfo } from '@site/contract/testing/users';
import { rememberUserInfo } from '../shared/session/userInfo';
import { useSessionStore } from '../shared/stores/session';
import { ok, type MockHandler } from './api-mock';

export const loginResult = (over: Partial<LoginResult> = {}): LoginResult => ({
  token: 'tok-new',
  currency: 'NTD',
  language: 'TW',
  userType: 1,
  frontendType: 1,
  ...over,
});

/** The calls a logged-in shell makes. */
export const sessionRoutes = (info: UserInfo = aUserInfo(), unread = 3): Record<string, MockHandler> => ({
  'GET /api/v1/user/info': () => ok(info),
  'GET /api/v1/config/currency': () => ok([{ code: 'NTD', currencyName: '新台幣', icon: '', isDefault: true }]),
  'GET /api/v1/user/isAutoGameTransfer': () => ok(false),
  'POST /api/v1/message/center/unread/count': () => ok({ total: unread, sysNotice: 0, transNotice: 0, letter: unread, opNotice: 0 }),
  'POST /api/v1/user/heartbeat': () => ok({ expiresAt: '2030-01-01T00:00:00Z' }),
  'POST /api/v1/user/logout': () => ok(null),
  'PUT /api/v1/user/language': () => ok(null),
});

/**
 * A logged-in player as a page load finds them: the token, and the user info
 * the last visit kept (the user-info query starts from it; no call needed to paint).
 */
export function logIn(info: UserInfo = aUserInfo(), token = 'T1'): void {
  useSessionStore.setState({ token });
  rememberUserInfo(token, info);
}
