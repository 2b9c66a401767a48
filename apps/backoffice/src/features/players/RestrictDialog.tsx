import { PLAYER_RESTRICTIONS, type PlayerFile, type PlayerRestriction } from '@site/contract/api/staff-players';
import { useId, useState } from 'react';
import { useRestrictPlayer } from '../../api/useRestrictPlayer';
import { useRestrictionWords } from '../../api/useRestrictionWords';
import { useTranslation } from '../../i18n/useTranslation';
import { ActionDialog, ReasonField, reasonOk } from './ActionDialog';
import { actionErrorText } from './actionError';

export interface RestrictDialogProps {
  file: PlayerFile;
  open: boolean;
  onClose: () => void;
  onDone: (restrictions: PlayerRestriction[]) => void;
}

/**
 * Sets the account's restrictions (the whole set: unticking lifts one). Beside each, what it stops and the
 * words the player is then refused in, from the server's error catalogue.
 */
export function RestrictDialog({ file, open, onClose, onDone }: RestrictDialogProps) {
  const { t } = useTranslation('players');
  const id = useId();
  const words = useRestrictionWords();
  const restrict = useRestrictPlayer(file.id);
  const [chosen, setChosen] = useState<PlayerRestriction[]>(file.restrictions);
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const close = () => {
    setChosen(file.restrictions);
    setReason('');
    setTried(false);
    restrict.reset();
    onClose();
  };
  const toggle = (restriction: PlayerRestriction, on: boolean) =>
    setChosen(PLAYER_RESTRICTIONS.filter((r) => (r === restriction ? on : chosen.includes(r))));
  const submit = () => {
    setTried(true);
    if (!reasonOk(reason)) return;
    restrict.mutate({ restrictions: chosen, reason: reason.trim() }, { onSuccess: (answer) => { setReason(''); setTried(false); onDone(answer.restrictions); } });
  };
  return (
    <ActionDialog
      open={open} onClose={close} title={t('restrict.title', { account: file.account })} description={t('restrict.description')}
      submitLabel={t('restrict.submit')} danger pending={restrict.isPending}
      error={restrict.isError ? actionErrorText(restrict.error, t) : null} onSubmit={submit}
    >
      <fieldset className="bo-pf-fieldset">
        <legend>{t('restrict.legend')}</legend>
        {PLAYER_RESTRICTIONS.map((restriction) => (
          <div key={restriction} className="bo-pf-choice">
            <label className="bo-check">
              <input type="checkbox" checked={chosen.includes(restriction)} onChange={(event) => toggle(restriction, event.target.checked)} aria-describedby={`${id}-${restriction}`} />
              <span>{t(`restrictions.kinds.${restriction}`)}</span>
            </label>
            <p id={`${id}-${restriction}`} className="bo-pf-muted bo-pf-help">
              {t(`restrictions.stops.${restriction}`)}
              {words.data?.[restriction] && ` ${t('restrictions.playerReads', { words: words.data[restriction] })}`}
            </p>
          </div>
        ))}
      </fieldset>
      <ReasonField value={reason} onChange={setReason} invalid={tried && !reasonOk(reason)} />
    </ActionDialog>
  );
}
