import { staffAdjustments } from '@site/contract/api/staff-players';
import { Link } from 'react-router';
import { useAdjustments } from '../../api/useAdjustments';
import { useTranslation } from '../../i18n/useTranslation';
import { money, when } from './format';
import { useMayCall } from './useMayCall';

/** The player's credits and debits above the four-eyes amount still waiting for a second member (money roles only). */
export function PendingAdjustments({ playerId }: { playerId: number }) {
  const may = useMayCall();
  return may(staffAdjustments) ? <PendingList playerId={playerId} /> : null;
}

function PendingList({ playerId }: { playerId: number }) {
  const { t } = useTranslation('players');
  const pending = useAdjustments({ status: 'pending', playerId, page: 1, size: 50 });
  const records = pending.data?.records ?? [];
  if (records.length === 0) return null;
  return (
    <section className="bo-section bo-pf-notice-warn" aria-labelledby="pending-adjustments-title">
      <h2 id="pending-adjustments-title">{t('pendingAdjustments.title')}</h2>
      <ul className="bo-pf-list">
        {records.map((a) => (
          <li key={a.id}>
            {t('pendingAdjustments.line', { amount: money(a.amount, a.currency), by: a.requestedBy, at: when(a.requestedAt), reason: a.reason })}
          </li>
        ))}
      </ul>
      <p><Link to="/adjustments">{t('adjust.toQueue')}</Link></p>
    </section>
  );
}
