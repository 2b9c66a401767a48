import {
  staffPlayerAdjust,
  staffPlayerEndSessions,
  staffPlayerLetter,
  staffPlayerRestrict,
  staffPlayerUnlockWithdrawPassword,
  type Adjustment,
  type PlayerFile,
} from '@site/contract/api/staff-players';
import { useState } from 'react';
import { useEndPlayerSessions } from '../../api/useEndPlayerSessions';
import { useUnlockWithdrawPassword } from '../../api/useUnlockWithdrawPassword';
import { useTranslation } from '../../i18n/useTranslation';
import { AdjustDialog } from './AdjustDialog';
import { money } from './format';
import { LetterDialog } from './LetterDialog';
import { ReasonDialog } from './ReasonDialog';
import { RestrictDialog } from './RestrictDialog';
import { useMayCall } from './useMayCall';

type Open = null | 'restrict' | 'endSessions' | 'unlock' | 'letter' | 'adjust';
type Outcome = { text: string; adjustment?: Adjustment };

/**
 * The actions on the account the member's roles allow (the contract's `roles`), each behind a dialog; the outcome
 * shown below (an adjustment waiting for four eyes is also listed beside the wallets, with the way to the Adjustments page).
 */
export function ActionsSection({ file }: { file: PlayerFile }) {
  const { t } = useTranslation('players');
  const may = useMayCall();
  const [open, setOpen] = useState<Open>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const endSessions = useEndPlayerSessions(file.id);
  const unlock = useUnlockWithdrawPassword(file.id);
  const done = (text: string, adjustment?: Adjustment) => {
    setOpen(null);
    setOutcome(adjustment ? { text, adjustment } : { text });
  };
  const buttons: { key: Exclude<Open, null>; allowed: boolean; danger?: boolean }[] = [
    { key: 'restrict', allowed: may(staffPlayerRestrict), danger: true },
    { key: 'endSessions', allowed: may(staffPlayerEndSessions), danger: true },
    { key: 'unlock', allowed: may(staffPlayerUnlockWithdrawPassword) },
    { key: 'letter', allowed: may(staffPlayerLetter) },
    { key: 'adjust', allowed: may(staffPlayerAdjust) },
  ];
  const allowed = buttons.filter((b) => b.allowed);
  if (allowed.length === 0) return null;
  return (
    <section className="bo-section" aria-labelledby="actions-title">
      <h2 id="actions-title">{t('actions.title')}</h2>
      <div className="bo-pf-actions">
        {allowed.map((b) => (
          <button key={b.key} type="button" className={b.danger ? 'bo-button bo-button--ghost bo-pf-warn' : 'bo-button bo-button--ghost'} onClick={() => { setOutcome(null); setOpen(b.key); }}>
            {t(`actions.${b.key}`)}
          </button>
        ))}
      </div>
      <div role="status" className="bo-pf-outcome">
        {outcome && (
          <p className={outcome.adjustment?.status === 'pending' ? 'bo-notice bo-pf-notice-warn' : 'bo-notice'}>
            {outcome.text}
          </p>
        )}
      </div>
      {may(staffPlayerRestrict) && (
        <RestrictDialog
          file={file} open={open === 'restrict'} onClose={() => setOpen(null)}
          onDone={(restrictions) => done(restrictions.length ? t('restrict.done', { list: restrictions.map((r) => t(`restrictions.kinds.${r}`)).join('、') }) : t('restrict.lifted'))}
        />
      )}
      <ReasonDialog
        open={open === 'endSessions'} onClose={() => setOpen(null)} title={t('endSessions.title', { account: file.account })}
        description={t('endSessions.description')} submitLabel={t('endSessions.submit')} action={endSessions}
        onDone={(answer) => done(t('endSessions.done', { count: answer.ended }))}
      />
      <ReasonDialog
        open={open === 'unlock'} onClose={() => setOpen(null)} title={t('unlock.title', { account: file.account })}
        description={t('unlock.description')} submitLabel={t('unlock.submit')} action={unlock} onDone={() => done(t('unlock.done'))}
      />
      {may(staffPlayerLetter) && <LetterDialog playerId={file.id} account={file.account} open={open === 'letter'} onClose={() => setOpen(null)} onDone={() => done(t('letter.done'))} />}
      {may(staffPlayerAdjust) && (
        <AdjustDialog
          file={file} open={open === 'adjust'} onClose={() => setOpen(null)}
          onDone={(a) => done(a.status === 'pending'
            ? t('adjust.pending', { amount: money(a.amount, a.currency) })
            : t('adjust.done', { amount: money(a.amount, a.currency), reference: a.reference ?? '' }), a)}
        />
      )}
    </section>
  );
}
