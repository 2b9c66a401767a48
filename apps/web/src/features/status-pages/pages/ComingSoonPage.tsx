import { useTranslation } from '../../../shared/i18n/useTranslation';
import { SituationScreen } from '../components/SituationScreen';

export default function ComingSoonPage() {
  const { t } = useTranslation('situation');
  return <SituationScreen inChrome title={t('comingSoon.title')} text={t('comingSoon.text')} />;
}
