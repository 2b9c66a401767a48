import type { Adjustment } from '@site/contract/api/staff-players';
import { useState } from 'react';
import { useDecideAdjustment } from '../../api/useDecideAdjustment';
import { useTranslation } from '../../i18n/useTranslation';
import { ActionDialog, ReasonField, reasonOk } from './ActionDialog';
import { actionErrorText } from './actionError';
import { money } from './format';

/** The second member's decision on a pending adjustment: approve (the money moves now) or reject, a reason optional on approval. */
export function DecideDialog({ adjustment, approve, onClose, onDone }: { adjustment: Adjustment | null; approve: boolean; onClose: () => void; onDone: (a: Adjustment) => void }) {
  const { t } = useTranslation('players');
  const decide = useDecideAdjustment();
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const needsReason = !approve || reason.trim() !== '';
  const close = () => {
    setReason('');
    setTried(false);
    decide.reset();
    onClose();
  };
  const submit = () => {
    if (!adjustment) return;
    setTried(true);
    if (needsReason && !reasonOk(reason)) return;
    decide.mutate(
      { id: adjustment.id, approve, ...(reason.trim() ? { reason: reason.trim() } : {}) },
      { onSuccess: (answer) => { setReason(''); setTried(false); onDone(answer); } },
    );
  };
  const what = adjustment ? t('adjustments.what', { account: adjustment.account, amount: money(adjustment.amount, adjustment.currency), by: adjustment.requestedBy, reason: adjustment.reason }) : '';
  return (
    <ActionDialog
      open={adjustment !== null} onClose={close} title={t(approve ? 'adjustments.approveTitle' : 'adjustments.rejectTitle')} description={what}
      submitLabel={t(approve ? 'adjustments.approve' : 'adjustments.reject')} danger={!approve} pending={decide.isPending}
      error={decide.isError ? actionErrorText(decide.error, t) : null} onSubmit={submit}
    >
      <ReasonField value={reason} onChange={setReason} invalid={tried && needsReason && !reasonOk(reason)} label={approve ? t('adjustments.reasonOptional') : undefined} />
    </ActionDialog>
  );
}
