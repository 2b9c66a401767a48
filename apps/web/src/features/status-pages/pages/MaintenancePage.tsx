import { useTranslation } from '../../../shared/i18n/useTranslation';
import { useMaintainInfo } from '../../../shared/config';
import { useSituationStore } from '../../../shared/stores';
import { MaintenanceMessage } from '../components/MaintenanceMessage';
import { MaintenanceWindow } from '../components/MaintenanceWindow';
import { SituationScreen } from '../components/SituationScreen';
import { useRecoveryProbe } from '../hooks/useRecoveryProbe';

/** /situation/503: logo, maintenance title and the expected window when known (SPEC 2). */
export default function MaintenancePage() {
  const { t } = useTranslation('situation');
  useRecoveryProbe();
  const stored = useSituationStore((s) => s.maintenance);
  // The window of the 503 response; after a reload, the public maintenance info.
  const { data: info } = useMaintainInfo();
  const window = stored ?? (info?.maintaining ? info : null);
  return (
    <SituationScreen title={t('maintenance.title')} text={t('maintenance.text')}>
      <MaintenanceMessage message={info?.message} />
      <MaintenanceWindow window={window} />
    </SituationScreen>
  );
}
