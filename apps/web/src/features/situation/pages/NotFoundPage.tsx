import { useTranslation } from 'react-i18next';
import { SituationScreen } from '../components/SituationScreen';

export default function NotFoundPage() {
  const { t } = useTranslation('situation');
  return <SituationScreen inChrome code="404" title={t('notFound.title')} text={t('notFound.text')} />;
}
