import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { showToast } from '@site/ui/toast-api';
import { toApiLanguage } from '../../../shared/i18n/languages';
import { startHeartbeat, stopHeartbeat } from '../../../shared/session/heartbeat';
import { sessionKeys } from '../../../shared/session/keys';
import { cachedUserInfo, refreshUserInfo } from '../../../shared/session/userInfo';
import { useSessionStore } from '../../../shared/stores/session';
import { useSettingsStore } from '../../../shared/stores/settings';
import { usePendingFinance } from '../../../features/wallet';
import { AccountPopupHost } from './AccountPopupHost';
import { useLiveUpdates } from '../../live/useLiveUpdates';

/**
 * What runs while logged in (loaded only then): the heartbeat, the user info
 * (also for a token from the address or from another tab), the first-login
 * welcome, the user's language kept on the server, the finance page a visitor
 * asked for before logging in, and the account popups. Unmounting (logout
 * here, or in another tab) stops the heartbeat and forgets the user's data.
 */
export default function SessionEffects() {
  const { t } = useTranslation('user');
  const client = useQueryClient();
  const token = useSessionStore((s) => s.token);
  const firstLogin = useSessionStore((s) => s.firstLogin);
  usePendingFinance();
  // Unread count, balance, forced logout and maintenance pushed by the server (SSE).
  useLiveUpdates();

  useEffect(() => {
    if (!token) return undefined;
    startHeartbeat();
    void refreshUserInfo(client).catch(() => undefined);
    void client.invalidateQueries({ queryKey: sessionKeys.unread() });
    return () => {
      stopHeartbeat();
      if (!useSessionStore.getState().token) client.removeQueries({ queryKey: sessionKeys.all });
    };
  }, [token, client]);

  useEffect(() => {
    if (!firstLogin) return;
    useSessionStore.getState().setSession({ firstLogin: false });
    showToast(t('welcome'), { kind: 'success', id: 'welcome' });
  }, [firstLogin, t]);

  useEffect(
    () =>
      useSettingsStore.subscribe((state, previous) => {
        const language = toApiLanguage(state.language);
        if (state.language === previous.language || !useSessionStore.getState().token || cachedUserInfo(client)?.language === language) return;
        // The account feature's call, loaded when first needed (not through its index: that one is on the first screen).
        void import('../../../features/account/api/useSetUserLanguage').then((m) => m.followUserLanguage(client, language)).catch(() => undefined);
      }),
    [client],
  );

  return <AccountPopupHost />;
}
