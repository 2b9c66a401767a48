import { configCurrency } from '@site/contract/api/config';
import { userIsAutoGameTransfer, type LoginResult } from '@site/contract/api/user';
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
import { refreshUserInfo } from './userInfo';

export interface CompleteLoginOptions {
  firstLogin?: boolean;
}

function openActivity(url: string): void {
  if (/^https?:\/\//i.test(url)) window.open(url, '_blank', 'noopener,noreferrer');
  else apiEnvironment().navigate(url);
}

/**
 * SPEC 4 "After login", in order: token stored, user info fetched (the user
 * info query owns it; the frontend type derives from it); currency info
 * fetched; language set; pending activity opened and cleared; auto-transfer
 * setting fetched; login popup closed; first-login flag after registering.
 * The follow-up calls never undo the login when they fail.
 */
export async function completeLogin(result: LoginResult, options: CompleteLoginOptions = {}, client: QueryClient = sharedClient): Promise<void> {
  client.removeQueries({ queryKey: sessionKeys.all });
  useSessionStore.getState().setSession({ token: result.token, firstLogin: options.firstLogin === true });
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
