import { useTranslation } from '../../../shared/i18n/useTranslation';
import { PageFrame } from '../../../shared/ui';

/** /activity/detail/InviteFriends/NTD: the invite-friends activity (needs login). */
export default function InviteFriendsPage() {
  const { t } = useTranslation('activity');
  return <PageFrame title={t('invite.title')} description={t('invite.description')} />;
}
