import { filterVisibleVipLevels } from '@site/contract/rules/vip';
import { currentBrand } from '../../../brands';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { useIsLoggedIn } from '../../../shared/stores/session';
import { LoginFirst, PageFrame } from '../../../shared/ui';
import { useVipConfig } from '../api/useVipConfig';
import { useVipRecord } from '../api/useVipRecord';
import { VipContent } from '../components/VipContent';

/**
 * /mine/vip (named route VIP): the player's level and progress, benefits, the
 * levels (10 or 11 by brand, SPEC 6) and rules, and the points coupons.
 * The player's own data: a visitor is asked to log in and gets the login popup.
 */
export default function VipPage() {
  const { t } = useTranslation('vip');
  if (!useIsLoggedIn()) return <LoginFirst title={t('title')} prompt={t('login.prompt')} action={t('login.action')} />;
  return <VipFrame />;
}

/** The page with its description, whose level count is the rows the level table shows (issue 19), said once the data is in. */
function VipFrame() {
  const { t } = useTranslation('vip');
  const config = useVipConfig().data;
  const record = useVipRecord().data;
  const count = config && record ? filterVisibleVipLevels(config.vipLevels, currentBrand().vipLevelCount, record.level).length : null;
  return (
    <PageFrame title={t('title')} description={count === null ? undefined : t('description', { count })}>
      <VipContent />
    </PageFrame>
  );
}
