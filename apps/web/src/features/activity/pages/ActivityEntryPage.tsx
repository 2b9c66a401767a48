import { useTranslation } from '../../../shared/i18n/useTranslation';
import { PageFrame } from '../../../shared/ui';

/** /activity/entry?url=...: an activity's detail page (query url). */
export default function ActivityEntryPage() {
  const { t } = useTranslation('activity');
  return <PageFrame title={t('entry.title')} description={t('entry.description')} />;
}
