import { useTranslation } from '../../../shared/i18n/useTranslation';
import { PageFrame } from '../../../shared/ui';

/** /activity/list (named route ActivityList). */
export default function ActivityListPage() {
  const { t } = useTranslation('activity');
  return <PageFrame title={t('list.title')} description={t('list.description')} />;
}
