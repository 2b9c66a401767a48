import type { QueueClaim, StaffQueueKind } from '@site/contract/api/staff-queues';
import { showToast } from '@site/ui/toast-api';
import { useId, useState, type ReactNode } from 'react';
import { useClaimItem } from '../../api/useClaimItem';
import { useMe } from '../../api/useMe';
import { useReleaseItem } from '../../api/useReleaseItem';
import { useBackoffice } from '../../app/store';
import { useTranslation } from '../../i18n/useTranslation';
import { formatTime } from './format';
import { queueErrorText } from './queueError';
import { ReasonDialog } from './ReasonDialog';

/** One decision on an item (approve, mark paid): its button's words, the call, and what is announced when done. */
export interface QueueDecision {
  id: string;
  label: string;
  run: () => Promise<unknown>;
  done: (answer: unknown) => string;
}

export interface ItemHandlingProps {
  kind: StaffQueueKind;
  itemId: string;
  /** How the item is named to the member (its order number, a card's number): the buttons' description, the dialog's title. */
  itemLabel: string;
  claim: QueueClaim | null;
  decisions: QueueDecision[];
  /** A rejection with a reason; none where the item cannot be rejected. */
  reject?: { run: (reason: string) => Promise<unknown>; done: string };
  /** Said beside the actions (the four-eyes rule). */
  note?: ReactNode;
}

/**
 * An item's claim and actions: a free item can be claimed; the holder sees its decisions, a rejection with a reason
 * and the release; any other member sees who holds it and until when, and no actions. A refusal is said in the
 * row, in the catalogue's words.
 */
export function ItemHandling({ kind, itemId, itemLabel, claim, decisions, reject, note }: ItemHandlingProps) {
  const { t } = useTranslation('queues');
  const language = useBackoffice((state) => state.language);
  const me = useMe();
  const id = useId();
  const claimItem = useClaimItem();
  const releaseItem = useReleaseItem();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [rejecting, setRejecting] = useState(false);

  const act = async (work: () => Promise<unknown>, done?: (answer: unknown) => string) => {
    setBusy(true);
    setError(null);
    try {
      const answer = await work();
      if (done) showToast(done(answer), { kind: 'success' });
    } catch (failure) {
      setError(queueErrorText(failure, t, language));
    } finally {
      setBusy(false);
    }
  };

  const mine = claim !== null && claim.staffId === me.data?.id;
  const until = claim ? formatTime(claim.until, language) : '';
  const ref = { kind, itemId };
  return (
    <div className="bo-handling">
      <span id={`${id}-item`} className="bo-visually-hidden">
        {itemLabel}
      </span>
      <p className={claim && !mine ? 'bo-claim bo-claim--other' : 'bo-claim'}>
        {claim ? (mine ? t('claim.mine', { until }) : t('claim.other', { name: claim.name, until })) : t('claim.free')}
      </p>
      <div className="bo-actions">
        {!claim && (
          <button type="button" className="bo-button" disabled={busy} aria-describedby={`${id}-item`} onClick={() => void act(() => claimItem.mutateAsync(ref))}>
            {t('claim.claim')}
          </button>
        )}
        {mine &&
          decisions.map((decision) => (
            <button key={decision.id} type="button" className="bo-button" disabled={busy} aria-describedby={`${id}-item`} onClick={() => void act(decision.run, decision.done)}>
              {decision.label}
            </button>
          ))}
        {mine && reject && (
          <button type="button" className="bo-button bo-button--danger" disabled={busy} aria-describedby={`${id}-item`} onClick={() => setRejecting(true)}>
            {t('actions.reject')}
          </button>
        )}
        {mine && (
          <button type="button" className="bo-button bo-button--ghost" disabled={busy} aria-describedby={`${id}-item`} onClick={() => void act(() => releaseItem.mutateAsync(ref))}>
            {t('claim.release')}
          </button>
        )}
      </div>
      {note}
      {error && (
        <p className="bo-error" role="alert">
          {error}
        </p>
      )}
      {reject && (
        <ReasonDialog
          open={rejecting}
          onOpenChange={setRejecting}
          item={itemLabel}
          onSubmit={reject.run}
          onDone={() => {
            showToast(reject.done, { kind: 'success' });
            // The item has left the list with the button that opened the dialog: the page's main region takes the focus.
            requestAnimationFrame(() => {
              if (document.activeElement === document.body) document.getElementById('bo-main')?.focus();
            });
          }}
        />
      )}
    </div>
  );
}
