import { useTranslation } from '../../../shared/i18n/useTranslation';
import { Link, useLocation } from 'react-router';
import { protectionPaths } from '../../protection/paths';
import { contentPaths } from '../paths';
import { PageFrame, SectionLayout } from '../../../shared/ui';
import { Paragraphs } from '../components/Prose';
import { TermsFigures } from '../components/TermsFigures';

const SECTIONS = ['safety', 'responsibility', 'tos', 'terms', 'privacy'] as const;
type Section = 'intro' | (typeof SECTIONS)[number];

function sectionOf(pathname: string): Section {
  const last = pathname.replace(/\/+$/, '').split('/').pop();
  return (SECTIONS as readonly string[]).includes(last ?? '') ? (last as Section) : 'intro';
}

/** /stationary/about-us with children safety, responsibility, tos, terms, privacy. */
export default function AboutUsPage() {
  const { t } = useTranslation('content');
  const section = sectionOf(useLocation().pathname);
  const links = [
    { to: contentPaths.aboutUs(), label: t('about.nav.intro') },
    ...SECTIONS.map((s) => ({ to: contentPaths.aboutUsSection(s), label: t(`about.nav.${s}`) })),
  ];
  return (
    <PageFrame title={t('about.title')} description={t('about.description')}>
      <SectionLayout navLabel={t('about.navLabel')} links={links}>
        <h2>{t(`about.sections.${section}.heading`)}</h2>
        <Paragraphs items={t(`about.sections.${section}.body`, { returnObjects: true })} />
        {section === 'terms' ? <TermsFigures /> : null}
        {section === 'responsibility' ? <p><Link to={protectionPaths.protection()}>{t('about.protectionLink')}</Link></p> : null}
      </SectionLayout>
    </PageFrame>
  );
}
