import type { MaintenanceMessage, SiteMaintenance } from '@site/contract/api/staff-catalogue';
import { Fragment, useId, useState, type FormEvent } from 'react';
import { useEndMaintenance } from '../../api/useEndMaintenance';
import { useScheduleMaintenance } from '../../api/useScheduleMaintenance';
import { useSiteMaintenance } from '../../api/useSiteMaintenance';
import { useTranslation } from '../../i18n/useTranslation';
import { when } from '../players/format';
import { catalogueErrorText } from './catalogueError';
import { fromTaipeiInput } from './taipeiTime';
import './catalogue.css';

const LANGS = ['TW', 'EN', 'TH'] as const;

function StateCard({ state }: { state: SiteMaintenance }) {
  const { t } = useTranslation('catalogue');
  const phase = state.maintaining ? 'on' : state.scheduled ? 'scheduled' : 'off';
  return (
    <div className="bo-cat-state">
      <p><span className={state.maintaining ? 'bo-badge bo-badge--danger' : state.scheduled ? 'bo-badge bo-badge--warn' : 'bo-badge'}>{t(`maintenance.phases.${phase}`)}</span></p>
      {(state.startTime || state.endTime) && (
        <dl className="bo-facts">
          <dt>{t('window.from')}</dt><dd>{when(state.startTime) || '—'}</dd>
          <dt>{t('window.to')}</dt><dd>{when(state.endTime) || '—'}</dd>
          {state.message && LANGS.map((l) => <Fragment key={l}><dt>{t(`maintenance.messageIn.${l}`)}</dt><dd>{state.message?.[l] || '—'}</dd></Fragment>)}
        </dl>
      )}
    </div>
  );
}

/** The whole site's maintenance window (as `npm run ops -- maintenance`): scheduled with the message players see, or ended now. */
export default function MaintenancePage() {
  const { t } = useTranslation('catalogue');
  const id = useId();
  const state = useSiteMaintenance();
  const schedule = useScheduleMaintenance();
  const end = useEndMaintenance();
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [message, setMessage] = useState<MaintenanceMessage>({ TW: '', EN: '', TH: '' });
  const [problem, setProblem] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setOutcome(null);
    const start = fromTaipeiInput(from);
    const finish = fromTaipeiInput(to);
    if (!start || !finish) return setProblem(t('providerWindow.needTimes'));
    setProblem(null);
    end.reset();
    schedule.mutate({ from: start, to: finish, message }, { onSuccess: (s) => setOutcome(t(s.maintaining ? 'maintenance.closedNow' : 'maintenance.scheduledDone', { from: when(s.startTime), to: when(s.endTime) })) });
  };
  const stop = () => {
    setOutcome(null);
    schedule.reset();
    end.mutate(undefined, { onSuccess: () => setOutcome(t('maintenance.ended')) });
  };
  const failed = schedule.isError ? schedule.error : end.isError ? end.error : null;
  const error = problem ?? (failed ? catalogueErrorText(failed, t) : null);
  const current = state.data;
  return (
    <section className="bo-page" aria-labelledby="maintenance-title">
      <h1 id="maintenance-title">{t('maintenance.title')}</h1>
      <p className="bo-intro">{t('maintenance.intro')}</p>
      <section className="bo-section" aria-labelledby={`${id}-now`}>
        <h2 id={`${id}-now`}>{t('maintenance.now')}</h2>
        {state.isError && <p className="bo-error" role="alert">{catalogueErrorText(state.error, t)}</p>}
        {current && <StateCard state={current} />}
        {current && (current.maintaining || current.scheduled) && (
          <button type="button" className="bo-button bo-button--danger" onClick={stop} disabled={end.isPending}>{t(current.maintaining ? 'maintenance.endNow' : 'maintenance.cancel')}</button>
        )}
      </section>
      <section className="bo-section" aria-labelledby={`${id}-new`}>
        <h2 id={`${id}-new`}>{t('maintenance.schedule')}</h2>
        <form className="bo-form" onSubmit={submit} noValidate>
          <div className="bo-cat-window">
            <label className="bo-field">
              <span>{t('window.from')}</span>
              <input type="datetime-local" value={from} onChange={(event) => setFrom(event.target.value)} />
            </label>
            <label className="bo-field">
              <span>{t('window.to')}</span>
              <input type="datetime-local" value={to} onChange={(event) => setTo(event.target.value)} />
            </label>
          </div>
          <p className="bo-hint">{t('window.taipei')}</p>
          <div className="bo-cat-messages">
            {LANGS.map((l) => (
              <label key={l} className="bo-field">
                <span>{t(`maintenance.messageIn.${l}`)}</span>
                <textarea rows={3} maxLength={500} value={message[l]} onChange={(event) => setMessage({ ...message, [l]: event.target.value })} />
              </label>
            ))}
          </div>
          <div><button type="submit" className="bo-button" disabled={schedule.isPending}>{t('maintenance.scheduleButton')}</button></div>
        </form>
      </section>
      {error && <p className="bo-error" role="alert">{error}</p>}
      <div role="status">{outcome && <p className="bo-notice">{outcome}</p>}</div>
    </section>
  );
}
