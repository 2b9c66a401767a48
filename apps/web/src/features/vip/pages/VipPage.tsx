import { currentBrand } from '../../../brands';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { useIsLoggedIn } from '../../../shared/stores/session';
import { LoginFirst, PageFrame } from '../../../shared/ui';
import { VipContent } from '../components/VipContent';

/**
 * /mine/vip (named route VIP): the player's level and progress, benefits, the
 * levels (10 or 11 by brand, SPEC 6) and rules, and the points coupons.
 * The player's own data: a visitor is asked to log in and gets the login popup.
 */
export default function VipPage() {
  const { t } = useTranslation('vip');
  if (!useIsLoggedIn()) return <LoginFirst title={t('title')} prompt={t('login.prompt')} action={t('login.action')} />;
  return (
    <PageFrame title={t('title')} description={t('description', { count: currentBrand().vipLevelCount })}>
      <VipContent />
    </PageFrame>
  );
}
