import { useTranslation } from '../../../shared/i18n/useTranslation';
import { currentBrand } from '../../../brands';
import { PageFrame } from '../../../shared/ui';

/** /mine/vip (named route VIP): the brand shows 10 or 11 levels (SPEC 6). */
export default function VipPage() {
  const { t } = useTranslation('vip');
  return <PageFrame title={t('title')} description={t('description', { count: currentBrand().vipLevelCount })} />;
}
