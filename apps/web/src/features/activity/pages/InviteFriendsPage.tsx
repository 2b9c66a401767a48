import { Button } from '@site/ui/button';
import { useEffect } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { usePopupsStore } from '../../../shared/stores/popups';
import { useIsLoggedIn } from '../../../shared/stores/session';
import { PageFrame } from '../../../shared/ui';
import { InviteContent } from '../invite/InviteContent';

const openLogin = () => usePopupsStore.getState().openPopup({ kind: 'login', tab: 'login' });

/**
 * /activity/detail/InviteFriends/NTD: the invite-friends activity. The
 * player's own data: a visitor is asked to log in and gets the login popup.
 */
export default function InviteFriendsPage() {
  const { t } = useTranslation('promotions');
  const loggedIn = useIsLoggedIn();

  useEffect(() => {
    if (!loggedIn) openLogin();
  }, [loggedIn]);

  if (!loggedIn) {
    return (
      <PageFrame title={t('invite.title')} description={t('invite.loginPrompt')}>
        <div>
          <Button onClick={openLogin}>{t('invite.loginAction')}</Button>
        </div>
      </PageFrame>
    );
  }
  return (
    <PageFrame title={t('invite.title')} description={t('invite.description')}>
      <InviteContent />
    </PageFrame>
  );
}
