import { useParams } from 'react-router';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { PageFrame } from '../../../shared/ui';
import { SponsorDetail } from '../components/SponsorDetail';
import { SponsorList } from '../components/SponsorList';

/** /stationary/sponsor/:id? (named route Sponsor): the sponsor list, or one sponsor's detail. */
export default function SponsorPage() {
  const { t } = useTranslation('content');
  const { id } = useParams();
  if (id) return <SponsorDetail key={id} id={id} />;
  return (
    <PageFrame title={t('sponsor.title')} description={t('sponsor.description')}>
      <SponsorList />
    </PageFrame>
  );
}
