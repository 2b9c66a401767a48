import { unreadBadge } from '@site/contract/rules/session';
import { useLocation } from 'react-router';
import { messagesPaths } from '../paths';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { PageFrame, SectionLayout } from '../../../shared/ui';
import { useInboxUnread } from '../api/useInboxUnread';
import { MailTab } from '../mail/MailTab';
import { NoticeTab } from '../notices/NoticeTabs';

const TABS = ['announcement', 'trade', 'system', 'mail'] as const;
type Tab = (typeof TABS)[number];

/** Which unread count (POST /v1/message/center/unread/count) each tab shows. */
const COUNT_OF = { announcement: 'opNotice', trade: 'transNotice', system: 'sysNotice', mail: 'letter' } as const;

/** /mine/notification/{announcement,trade,system,mail}: the inbox with its tabs, each with its unread count. */
export default function NotificationPage() {
  const { t } = useTranslation('messages');
  const last = useLocation().pathname.replace(/\/+$/, '').split('/').pop() ?? '';
  const tab: Tab = (TABS as readonly string[]).includes(last) ? (last as Tab) : 'announcement';
  const unread = useInboxUnread().data;
  const links = TABS.map((name) => {
    const badge = unreadBadge(unread?.[COUNT_OF[name]]);
    const label = t(`tabs.${name}`);
    return { to: messagesPaths.notification(name), label: badge.label ? t('tabUnread', { label, count: badge.label }) : label };
  });
  return (
    <PageFrame title={t('title')} description={t('description')}>
      <SectionLayout navLabel={t('tabsLabel')} links={links}>
        {tab === 'mail' ? (
          <>
            <h2>{t('tabs.mail')}</h2>
            <MailTab unread={unread?.letter ?? 0} />
          </>
        ) : (
          // Keyed by tab: the page and the opened notices start afresh in each.
          <NoticeTab key={tab} kind={tab} />
        )}
      </SectionLayout>
    </PageFrame>
  );
}
