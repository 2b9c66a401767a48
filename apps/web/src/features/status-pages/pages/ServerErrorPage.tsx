import { useTranslation } from '../../../shared/i18n/useTranslation';
import { SituationScreen } from '../components/SituationScreen';
import { useRecoveryProbe } from '../hooks/useRecoveryProbe';

export default function ServerErrorPage() {
  const { t } = useTranslation('situation');
  useRecoveryProbe();
  return <SituationScreen code="500" title={t('serverError.title')} text={t('serverError.text')} />;
}
