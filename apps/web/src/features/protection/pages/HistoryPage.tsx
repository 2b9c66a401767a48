import { SESSION_GAP_MINUTES, type HistoryEntry } from '@site/contract/api/protection-exclusion';
import { formatAmount, formatDateTime } from '@site/contract/rules/format';
import { QueryState } from '@site/ui/query-state';
import type { TFunction } from '../../../shared/i18n/translator';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { useIsLoggedIn } from '../../../shared/stores/session';
import { LoginFirst, PageFrame } from '../../../shared/ui';
import { useProtectionHistory } from '../api/useProtectionHistory';
import { protectionQueryLook } from '../components/queryLook';
import { ProtectionSection } from '../components/ProtectionSection';
import styles from '../exclusion.module.css';
import base from '../protection.module.css';

const money = (v: string | null) => (v === null ? '' : formatAmount(v));

/** One entry's sentence in the player's language. */
function describe(entry: HistoryEntry, t: TFunction): string {
  const when = (iso: string) => formatDateTime(iso);
  if (entry.type === 'limit') {
    return t(`limit.${entry.action}`, {
      period: t(`protection:period.${entry.period}`),
      old: money(entry.oldAmount),
      new: money(entry.newAmount),
      effective: when(entry.effectiveAt),
    });
  }
  if (entry.type === 'break') {
    const text = t(`break.${entry.kind}`, { period: t(`exclusion:periods.${entry.period}`), until: when(entry.until) });
    return entry.endedBy && entry.endedAt ? t('break.withEnd', { text, note: t(`break.${entry.endedBy}`, { date: when(entry.endedAt) }) }) : text;
  }
  return t('session', { minutes: entry.minutes, bets: entry.bets, staked: money(entry.staked), net: money(entry.net) });
}

/**
 * /mine/protection/history (issue 20): one list, newest first, of the player's limit changes,
 * time-outs and self-exclusions, and play sessions with time played and net result.
 */
export default function HistoryPage() {
  const { t } = useTranslation(['history', 'protection', 'exclusion']);
  const loggedIn = useIsLoggedIn();
  const history = useProtectionHistory(loggedIn);

  if (!loggedIn) return <LoginFirst title={t('title')} prompt={t('loginFirst')} action={t('login')} askOnArrival={false} />;

  let body;
  if (!history.data) {
    body = <QueryState query={history} {...protectionQueryLook({ loading: t('loading'), failed: t('loadFailed'), retry: t('retry') }, 2, 60)} loadingClassName={undefined} />;
  } else if (history.data.entries.length === 0) {
    body = <p className={base.lead}>{t('empty')}</p>;
  } else {
    body = (
      <ul className={styles.list}>
        {history.data.entries.map((entry, i) => (
          <li key={`${entry.type}-${entry.at}-${i}`} className={base.card}>
            <span className={styles.when}>
              <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
              {entry.type === 'session' ? ` ${t('ended', { date: formatDateTime(entry.endedAt) })}` : null}
            </span>
            <span>{describe(entry, t)}</span>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <PageFrame title={t('title')} description={t('description')}>
      <ProtectionSection>
        <p className={base.reset}>{t('sessionRule', { minutes: SESSION_GAP_MINUTES })}</p>
        {body}
      </ProtectionSection>
    </PageFrame>
  );
}
