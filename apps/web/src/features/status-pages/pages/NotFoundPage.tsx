import { useTranslation } from '../../../shared/i18n/useTranslation';
import { SituationScreen } from '../components/SituationScreen';

export default function NotFoundPage() {
  const { t } = useTranslation('situation');
  return <SituationScreen inChrome code="404" title={t('notFound.title')} text={t('notFound.text')} />;
}
