import { useTranslation } from '../../../shared/i18n/useTranslation';
import { PageFrame } from '../../../shared/ui';

/** /stationary/sponsor/:id? (named route Sponsor); the sponsor list arrives with its data call. */
export default function SponsorPage() {
  const { t } = useTranslation('content');
  return <PageFrame title={t('sponsor.title')} description={t('sponsor.description')} />;
}
