import { Button } from '@site/ui/button';
import { useEffect } from 'react';
import { currentBrand } from '../../../brands';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { usePopupsStore } from '../../../shared/stores/popups';
import { useIsLoggedIn } from '../../../shared/stores/session';
import { PageFrame } from '../../../shared/ui';
import { VipContent } from '../components/VipContent';

const openLogin = () => usePopupsStore.getState().openPopup({ kind: 'login', tab: 'login' });

/**
 * /mine/vip (named route VIP): the player's level and progress, benefits, the
 * levels (10 or 11 by brand, SPEC 6) and rules, and the points coupons.
 * The player's own data: a visitor is asked to log in and gets the login popup.
 */
export default function VipPage() {
  const { t } = useTranslation('vip');
  const loggedIn = useIsLoggedIn();

  useEffect(() => {
    if (!loggedIn) openLogin();
  }, [loggedIn]);

  if (!loggedIn) {
    return (
      <PageFrame title={t('title')} description={t('login.prompt')}>
        <div>
          <Button onClick={openLogin}>{t('login.action')}</Button>
        </div>
      </PageFrame>
    );
  }
  return (
    <PageFrame title={t('title')} description={t('description', { count: currentBrand().vipLevelCount })}>
      <VipContent />
    </PageFrame>
  );
}
