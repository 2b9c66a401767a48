import { configCurrency } from '@site/contract/api/config';
import { userInfoCall, userIsAutoGameTransfer, type LoginResult } from '@site/contract/api/user';
import type { QueryClient } from '@tanstack/react-query';
import { apiEnvironment } from '../api/environment';
import { call } from '../api/call';
import { queryClient as sharedClient } from '../api/query-client';
import { fromApiLanguage } from '../i18n/languages';
import { usePopupsStore } from '../stores/popups';
import { useSessionStore } from '../stores/session';
import { useSettingsStore } from '../stores/settings';
import { startHeartbeat } from './heartbeat';
import { sessionKeys } from './keys';

export interface CompleteLoginOptions {
  firstLogin?: boolean;
}

/** The user's frontend type applies unless the address sets one (SPEC 6: the query wins). */
export function applyUserFrontendType(type: 1 | 2): void {
  if (!new URLSearchParams(window.location.search).has('frontendType')) useSettingsStore.getState().setFrontendType(type);
}

/** Loads the user info into the session (the header and side menu read it there). */
export async function refreshUserInfo(client: QueryClient = sharedClient): Promise<void> {
  const token = useSessionStore.getState().token;
  const info = await client.fetchQuery({ queryKey: sessionKeys.userInfo(), queryFn: () => call(userInfoCall), staleTime: 0 });
  // A logout or another account (another tab) meanwhile makes this answer stale.
  if (!token || useSessionStore.getState().token !== token) return;
  useSessionStore.getState().setSession({ user: info, userFrontendType: info.frontendType });
  applyUserFrontendType(info.frontendType);
}

function openActivity(url: string): void {
  if (/^https?:\/\//i.test(url)) window.open(url, '_blank', 'noopener,noreferrer');
  else apiEnvironment().navigate(url);
}

/**
 * SPEC 4 "After login", in order: user info, token and frontend type stored;
 * currency info fetched; language set; pending activity opened and cleared;
 * auto-transfer setting fetched; login popup closed; first-login flag after
 * registering. The follow-up calls never undo the login when they fail.
 */
export async function completeLogin(result: LoginResult, options: CompleteLoginOptions = {}, client: QueryClient = sharedClient): Promise<void> {
  client.removeQueries({ queryKey: sessionKeys.all });
  useSessionStore.getState().setSession({ token: result.token, user: null, userFrontendType: result.frontendType, firstLogin: options.firstLogin === true });
  applyUserFrontendType(result.frontendType);
  startHeartbeat();
  const pending: Promise<unknown>[] = [refreshUserInfo(client)];
  pending.push(client.fetchQuery({ queryKey: sessionKeys.currency(), queryFn: () => call(configCurrency), staleTime: 30 * 60_000 }));
  useSettingsStore.getState().setLanguage(fromApiLanguage(result.language));
  const popups = usePopupsStore.getState();
  const activity = popups.pendingActivity;
  if (activity) {
    popups.setPendingActivity(null);
    openActivity(activity);
  }
  pending.push(client.fetchQuery({ queryKey: sessionKeys.autoTransfer(), queryFn: () => call(userIsAutoGameTransfer), staleTime: Infinity }));
  if (usePopupsStore.getState().open?.kind === 'login') usePopupsStore.getState().closePopup();
  await Promise.allSettled(pending);
}
