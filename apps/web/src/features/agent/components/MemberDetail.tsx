import { formatAmount, formatDateTime } from '@site/contract/rules/format';
import { Dialog } from '@site/ui/dialog';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { useAgentMember } from '../api/useAgentMember';
import styles from './agent.module.css';

/** A member's month (issue 21): deposits, turnover, stakes, payouts, bets and net result, in a dialog. */
export function MemberDetail({ memberId, month, onClose }: { memberId: number | null; month: string | null; onClose: () => void }) {
  const { t } = useTranslation('agent');
  const detail = useAgentMember(memberId, month);
  const member = detail.data;
  return (
    <Dialog open={memberId !== null} onOpenChange={(open) => !open && onClose()} title={t('members.detailTitle')} closeLabel={t('close')}>
      {member ? (
        <dl className={styles.figures}>
          <div>
            <dt>{t('members.account')}</dt>
            <dd>{member.account}</dd>
          </div>
          <div>
            <dt>{t('figures.month')}</dt>
            <dd>{member.month}</dd>
          </div>
          <div>
            <dt>{t('members.status')}</dt>
            <dd>{t(member.active ? 'members.active' : 'members.inactive')}</dd>
          </div>
          <div>
            <dt>{t('members.registeredAt')}</dt>
            <dd>{formatDateTime(member.registeredAt)}</dd>
          </div>
          <div>
            <dt>{t('members.lastLoginAt')}</dt>
            <dd>{member.lastLoginAt ? formatDateTime(member.lastLoginAt) : t('members.never')}</dd>
          </div>
          <div>
            <dt>{t('members.depositCount')}</dt>
            <dd>{member.depositCount}</dd>
          </div>
          <div>
            <dt>{t('figures.deposits')}</dt>
            <dd>{formatAmount(member.deposits)}</dd>
          </div>
          <div>
            <dt>{t('figures.turnover')}</dt>
            <dd>{formatAmount(member.turnover)}</dd>
          </div>
          <div>
            <dt>{t('members.betCount')}</dt>
            <dd>{member.betCount}</dd>
          </div>
          <div>
            <dt>{t('members.stakes')}</dt>
            <dd>{formatAmount(member.stakes)}</dd>
          </div>
          <div>
            <dt>{t('members.payouts')}</dt>
            <dd>{formatAmount(member.payouts)}</dd>
          </div>
          <div>
            <dt>{t('figures.netResult')}</dt>
            <dd>{formatAmount(member.netResult)}</dd>
          </div>
        </dl>
      ) : detail.isError ? (
        <p role="alert">{t('errors.load')}</p>
      ) : (
        <p role="status">{t('loading')}</p>
      )}
    </Dialog>
  );
}
