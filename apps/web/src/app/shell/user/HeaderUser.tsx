import { Suspense, type MouseEvent } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { Link } from 'react-router';
import { unreadBadge } from '@site/contract/rules/session';
import { useVipName } from '../../../shared/vip/useVipName';
import { HeaderWallet, useFinanceGate } from '../../../features/wallet';
import { useFrontendType, useUserInfo } from '../../../shared/session/userInfo';
import { messagesPaths } from '../../../features/messages/paths';
import { walletPaths } from '../../../features/wallet/paths';
import styles from './HeaderUser.module.css';
import { UserMenu } from './UserMenu';
import { useUnreadTotal } from './useSessionQueries';

const ICONS = {
  recharge: 'M12 3v12m0 0-4-4m4 4 4-4M5 19h14',
  withdraw: 'M12 21V9m0 0-4 4m4-4 4 4M5 5h14',
  transfer: 'M4 8h13l-3-3M20 16H7l3 3',
  messages: 'M4 5h16v11H8l-4 4V5Z',
} as const;

function Icon({ d }: { d: string }) {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={d} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/**
 * The header's logged-in area (SPEC 2): finance buttons (recharge and
 * withdraw hidden for frontend type 2; on a phone the deposit only), messages with the unread badge, the
 * VIP name and the avatar opening the user centre. Loaded only with a token.
 */
export default function HeaderUser() {
  const { t } = useTranslation('user');
  const vipNameOf = useVipName();
  const vipName = useUserInfo().data?.vipName;
  const frontendType = useFrontendType();
  const badge = unreadBadge(useUnreadTotal());
  const finance = frontendType === 2 ? (['transfer'] as const) : (['recharge', 'withdraw', 'transfer'] as const);
  const gate = useFinanceGate();
  // A link for its address (new tab, screen readers); a plain click runs the finance gates first (SPEC 4, 5).
  const follow = (event: MouseEvent, page: (typeof finance)[number]) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    void gate.open(page);
  };
  return (
    <div className={styles.area}>
      {/* The one part of the bar that gives way on a phone: a long balance steps down or, past that, ends in an ellipsis (issue 34). */}
      <div className={styles.walletSlot}>
        <Suspense fallback={null}>
          <HeaderWallet />
        </Suspense>
      </div>
      <div className={styles.finance}>
        {finance.map((page) =>
          page === 'recharge' ? (
            <Link
              key={page}
              className={`${styles.action} ${styles.primary}`}
              to={walletPaths.entry({ page })}
              title={t(`header.${page}`)}
              onClick={(e) => follow(e, page)}
              aria-busy={gate.pending || undefined}
            >
              <Icon d={ICONS[page]} />
              <span className={styles.label}>{t(`header.${page}`)}</span>
            </Link>
          ) : (
            // Icon buttons keep the bar short (long Thai labels); the name stays for screen readers and as a tooltip.
            // On a phone only the deposit stays in the bar: withdrawal and transfer are the side menu's shortcuts.
            <Link
              key={page}
              className={`${styles.iconAction} ${styles.wideOnly}`}
              to={walletPaths.entry({ page })}
              title={t(`header.${page}`)}
              onClick={(e) => follow(e, page)}
              aria-busy={gate.pending || undefined}
            >
              <Icon d={ICONS[page]} />
              <span className="visually-hidden">{t(`header.${page}`)}</span>
            </Link>
          ),
        )}
      </div>
      <Link
        className={styles.iconAction}
        to={messagesPaths.notification('announcement')}
        aria-label={badge.label ? t('header.messagesUnread', { count: badge.count, label: badge.label }) : t('header.messages')}
      >
        <Icon d={ICONS.messages} />
        {badge.label ? (
          <span className={styles.badge} aria-hidden="true">
            {badge.label}
          </span>
        ) : null}
      </Link>
      {vipName ? <span className={styles.vip}>{vipNameOf(vipName)}</span> : null}
      <UserMenu />
    </div>
  );
}
