import { INTERACTION_KINDS, type HarmInteractionInput, type HarmPlayer } from '@site/contract/api/staff-risk';
import { LIMIT_PERIODS } from '@site/contract/api/protection';
import { TIMEOUT_PERIODS } from '@site/contract/api/protection-exclusion';
import { useId, useState } from 'react';
import { useHarmInteract } from '../../api/useHarmInteract';
import { useHarmInteractions } from '../../api/useHarmInteractions';
import { useTranslation } from '../../i18n/useTranslation';
import { ActionDialog, ReasonField, reasonOk } from '../players/ActionDialog';
import { when } from '../players/format';
import { riskErrorText } from './riskError';
// The dialog's button row (bo-pf-buttons) is styled with the players pages' dialogs.
import '../players/players.css';

type Kind = (typeof INTERACTION_KINDS)[number];

/** The letter's text as the inbox's HTML: each paragraph escaped, never markup the member typed. */
export function letterHtml(text: string): string {
  const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
  return text.split(/\n{2,}/).map((p) => `<p>${escape(p.trim()).replace(/\n/g, '<br>')}</p>`).join('');
}

/** Records one safer-gambling interaction with a player: a call note, a letter, a stricter deposit limit or a time-out; the earlier ones listed above. */
export function InteractionDialog({ player, onClose, onDone }: { player: HarmPlayer | null; onClose: () => void; onDone: (text: string) => void }) {
  const { t } = useTranslation('risk');
  const id = useId();
  const interact = useHarmInteract();
  const history = useHarmInteractions(player?.playerId ?? null, 1, 5);
  const [kind, setKind] = useState<Kind>('call');
  const [note, setNote] = useState('');
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const [period, setPeriod] = useState<string>('day');
  const [timeout, setTimeoutPeriod] = useState<string>('7d');
  const [amount, setAmount] = useState('');
  const [tried, setTried] = useState(false);
  const reset = () => {
    setKind('call'); setNote(''); setTitle(''); setBody(''); setAmount(''); setTried(false);
    interact.reset();
  };
  const close = () => { reset(); onClose(); };
  const amountOk = /^\d{1,12}(\.\d{1,2})?$/.test(amount.trim()) && Number(amount) > 0;
  const valid = kind === 'letter' ? title.trim() !== '' && body.trim() !== '' : reasonOk(note) && (kind !== 'depositLimit' || amountOk);
  const input = (): HarmInteractionInput => {
    switch (kind) {
      case 'call': return { kind, note: note.trim() };
      case 'letter': return { kind, title: title.trim(), html: letterHtml(body), ...(note.trim() ? { note: note.trim() } : {}) };
      case 'depositLimit': return { kind, period: period as 'day', amount: amount.trim(), note: note.trim() };
      case 'timeout': return { kind, period: timeout as '24h', note: note.trim() };
    }
  };
  const submit = () => {
    if (!player) return;
    setTried(true);
    if (!valid) return;
    interact.mutate({ playerId: player.playerId, body: input() }, { onSuccess: (done) => { reset(); onDone(t('interact.done', { account: player.account, kind: t(`interact.kinds.${done.kind}`) })); } });
  };
  return (
    <ActionDialog
      open={player !== null} onClose={close} title={t('interact.title', { account: player?.account ?? '' })} description={t('interact.intro')}
      submitLabel={t('interact.submit')} pending={interact.isPending} error={interact.isError ? riskErrorText(interact.error, t) : null} onSubmit={submit}
    >
      <section aria-labelledby={`${id}-history`}>
        <h3 id={`${id}-history`} className="bo-risk-subtitle">{t('interact.history')}</h3>
        {history.data && history.data.records.length === 0 && <p className="bo-muted">{t('interact.none')}</p>}
        <ul className="bo-risk-history">
          {history.data?.records.map((h) => <li key={h.id}><span className="bo-muted">{when(h.at)} · {h.staff} · {t(`interact.kinds.${h.kind}`)}</span> {h.summary}</li>)}
        </ul>
      </section>
      <div className="bo-field">
        <label htmlFor={`${id}-kind`}>{t('interact.kind')}</label>
        <select id={`${id}-kind`} value={kind} onChange={(event) => setKind(event.target.value as Kind)}>
          {INTERACTION_KINDS.map((k) => <option key={k} value={k}>{t(`interact.kinds.${k}`)}</option>)}
        </select>
      </div>
      {kind === 'letter' && (
        <>
          <div className="bo-field">
            <label htmlFor={`${id}-title`}>{t('interact.letterTitle')}</label>
            <input id={`${id}-title`} value={title} maxLength={200} onChange={(event) => setTitle(event.target.value)} aria-invalid={(tried && title.trim() === '') || undefined} />
          </div>
          <div className="bo-field">
            <label htmlFor={`${id}-body`}>{t('interact.letterBody')}</label>
            <textarea id={`${id}-body`} rows={5} value={body} maxLength={5000} onChange={(event) => setBody(event.target.value)} aria-invalid={(tried && body.trim() === '') || undefined} />
          </div>
        </>
      )}
      {kind === 'depositLimit' && (
        <div className="bo-risk-row">
          <div className="bo-field">
            <label htmlFor={`${id}-period`}>{t('interact.period')}</label>
            <select id={`${id}-period`} value={period} onChange={(event) => setPeriod(event.target.value)}>
              {LIMIT_PERIODS.map((p) => <option key={p} value={p}>{t(`interact.limitPeriods.${p}`)}</option>)}
            </select>
          </div>
          <div className="bo-field">
            <label htmlFor={`${id}-amount`}>{t('interact.amount')}</label>
            <input id={`${id}-amount`} inputMode="decimal" value={amount} onChange={(event) => setAmount(event.target.value)} aria-invalid={(tried && !amountOk) || undefined} aria-describedby={`${id}-stricter`} />
          </div>
        </div>
      )}
      {kind === 'timeout' && (
        <div className="bo-field">
          <label htmlFor={`${id}-timeout`}>{t('interact.timeoutPeriod')}</label>
          <select id={`${id}-timeout`} value={timeout} onChange={(event) => setTimeoutPeriod(event.target.value)} aria-describedby={`${id}-stricter`}>
            {TIMEOUT_PERIODS.map((p) => <option key={p} value={p}>{t(`interact.timeoutPeriods.${p}`)}</option>)}
          </select>
        </div>
      )}
      {(kind === 'depositLimit' || kind === 'timeout') && <p id={`${id}-stricter`} className="bo-hint">{t('interact.stricterOnly')}</p>}
      <ReasonField value={note} onChange={setNote} invalid={tried && kind !== 'letter' && !reasonOk(note)} label={kind === 'letter' ? t('interact.noteOptional') : t('interact.note')} />
    </ActionDialog>
  );
}
