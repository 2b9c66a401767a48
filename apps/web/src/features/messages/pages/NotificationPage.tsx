import { useTranslation } from '../../../shared/i18n/useTranslation';
import { useLocation } from 'react-router';
import { sitePaths } from '../../../app/paths';
import { PageFrame, SectionLayout } from '../../../shared/ui';
import { NoticeTab } from '../notices/NoticeTabs';

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
        {tab === 'trade' || tab === 'system' ? (
          // Keyed by tab: the page and the opened notices start afresh in each.
          <NoticeTab key={tab} kind={tab} />
        ) : (
          <>
            <h2>{t(`tabs.${tab}`)}</h2>
            <p>{t(`hints.${tab}`)}</p>
          </>
        )}
      </SectionLayout>
    </PageFrame>
  );
}
