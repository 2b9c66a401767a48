import { useTranslation } from '../../../shared/i18n/useTranslation';
import { Skeleton } from '@site/ui/skeleton';
import { useMaintainInfo } from '../../../shared/config';
import { MaintenanceMessage } from '../components/MaintenanceMessage';
import { MaintenanceWindow } from '../components/MaintenanceWindow';
import { SituationScreen } from '../components/SituationScreen';

/** /maintain: public maintenance information read from GET /maintain. */
export default function MaintainInfoPage() {
  const { t } = useTranslation('situation');
  const { data, isPending, isError } = useMaintainInfo();
  if (isPending) {
    return (
      <SituationScreen title={t('maintainInfo.title')} text={t('maintainInfo.checking')}>
        <Skeleton height={64} />
      </SituationScreen>
    );
  }
  if (isError || !data) return <SituationScreen title={t('maintainInfo.title')} text={t('maintainInfo.unavailable')} />;
  return (
    <SituationScreen title={t('maintainInfo.title')} text={data.maintaining ? t('maintainInfo.on') : t('maintainInfo.off')}>
      {data.maintaining ? <MaintenanceMessage message={data.message} /> : null}
      {data.maintaining ? <MaintenanceWindow window={data} /> : null}
    </SituationScreen>
  );
}
