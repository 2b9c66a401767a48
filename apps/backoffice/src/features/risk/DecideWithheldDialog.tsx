import type { WithheldBonus } from '@site/contract/api/staff-risk';
import { useState } from 'react';
import { useRiskDecideWithheld } from '../../api/useRiskDecideWithheld';
import { useTranslation } from '../../i18n/useTranslation';
import { ActionDialog, ReasonField, reasonOk } from '../players/ActionDialog';
import { money } from '../players/format';
import { riskErrorText } from './riskError';
// The dialog's button row (bo-pf-buttons) is styled with the players pages' dialogs.
import '../players/players.css';

/** Release (credit it through the ledger, its wagering opened) or confirm a withheld bonus, with a reason. */
export function DecideWithheldDialog({ item, release, onClose, onDone }: { item: WithheldBonus | null; release: boolean; onClose: () => void; onDone: (w: WithheldBonus) => void }) {
  const { t } = useTranslation('risk');
  const decide = useRiskDecideWithheld();
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const close = () => { setReason(''); setTried(false); decide.reset(); onClose(); };
  const submit = () => {
    if (!item) return;
    setTried(true);
    if (!reasonOk(reason)) return;
    decide.mutate({ id: item.id, release, reason: reason.trim() }, { onSuccess: (answer) => { setReason(''); setTried(false); onDone(answer); } });
  };
  const what = item ? t(release ? 'withheld.releaseWhat' : 'withheld.confirmWhat', { account: item.account, kind: t(`withheld.kinds.${item.kind}`), amount: money(item.amount, 'NTD'), linked: item.linkedAccount }) : '';
  return (
    <ActionDialog
      open={item !== null} onClose={close} title={t(release ? 'withheld.releaseTitle' : 'withheld.confirmTitle')} description={what}
      submitLabel={t(release ? 'withheld.release' : 'withheld.confirm')} danger={!release} pending={decide.isPending}
      error={decide.isError ? riskErrorText(decide.error, t) : null} onSubmit={submit}
    >
      <ReasonField value={reason} onChange={setReason} invalid={tried && !reasonOk(reason)} />
    </ActionDialog>
  );
}
