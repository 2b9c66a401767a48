import { useTranslation } from '../../../shared/i18n/useTranslation';
import { useLocation } from 'react-router';
import { sitePaths } from '../../../app/paths';
import { PageFrame, SectionLayout } from '../../../shared/ui';

const TABS = ['announcement', 'trade', 'system', 'mail'] as const;
type Tab = (typeof TABS)[number];

/** /mine/notification/{announcement,trade,system,mail}: the inbox with its tabs. */
export default function NotificationPage() {
  const { t } = useTranslation('messages');
  const last = useLocation().pathname.replace(/\/+$/, '').split('/').pop() ?? '';
  const tab: Tab = (TABS as readonly string[]).includes(last) ? (last as Tab) : 'announcement';
  const links = TABS.map((name) => ({ to: sitePaths.notification(name), label: t(`tabs.${name}`) }));
  return (
    <PageFrame title={t('title')} description={t('description')}>
      <SectionLayout navLabel={t('tabsLabel')} links={links}>
        <h2>{t(`tabs.${tab}`)}</h2>
        <p>{t(`hints.${tab}`)}</p>
      </SectionLayout>
    </PageFrame>
  );
}
