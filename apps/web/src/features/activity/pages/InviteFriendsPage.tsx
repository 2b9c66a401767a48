import { useTranslation } from '../../../shared/i18n/useTranslation';
import { useIsLoggedIn } from '../../../shared/stores/session';
import { LoginFirst, PageFrame } from '../../../shared/ui';
import { InviteContent } from '../invite/InviteContent';

/**
 * /activity/detail/InviteFriends/NTD: the invite-friends activity. The
 * player's own data: a visitor is asked to log in and gets the login popup.
 */
export default function InviteFriendsPage() {
  const { t } = useTranslation('promotions');
  if (!useIsLoggedIn()) return <LoginFirst title={t('invite.title')} prompt={t('invite.loginPrompt')} action={t('invite.loginAction')} />;
  return (
    <PageFrame title={t('invite.title')} description={t('invite.description')}>
      <InviteContent />
    </PageFrame>
  );
}
