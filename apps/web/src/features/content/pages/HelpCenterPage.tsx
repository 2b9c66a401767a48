import { useTranslation } from '../../../shared/i18n/useTranslation';
import { Navigate, useParams } from 'react-router';
import { contentPaths } from '../paths';
import { PageFrame, SectionLayout } from '../../../shared/ui';
import { Paragraphs } from '../components/Prose';

const HELP_TOPICS = ['HelpCenter', 'deposit', 'withdraw', 'account', 'vip', 'promotions'] as const;
type Topic = (typeof HELP_TOPICS)[number];

/** /stationary/help-center/:path? (the default path HelpCenter is filled by the route table). */
export default function HelpCenterPage() {
  const { t } = useTranslation('content');
  const { path } = useParams();
  if (!(HELP_TOPICS as readonly string[]).includes(path ?? '')) return <Navigate to={contentPaths.helpCenter({ path: 'HelpCenter' })} replace />;
  const topic = path as Topic;
  const links = HELP_TOPICS.map((p) => ({ to: contentPaths.helpCenter({ path: p }), label: t(`help.topics.${p}.label`) }));
  return (
    <PageFrame title={t('help.title')} description={t('help.description')}>
      <SectionLayout navLabel={t('help.navLabel')} links={links}>
        <h2>{t(`help.topics.${topic}.label`)}</h2>
        <Paragraphs items={t(`help.topics.${topic}.body`, { returnObjects: true })} />
      </SectionLayout>
    </PageFrame>
  );
}
