import type { CatalogueProvider } from '@site/contract/api/staff-catalogue';
import { useId, useState, type FormEvent } from 'react';
import { useProviderMaintenance } from '../../api/useProviderMaintenance';
import { useTranslation } from '../../i18n/useTranslation';
import { catalogueErrorText } from './catalogueError';
import { fromTaipeiInput } from './taipeiTime';

/** A provider's maintenance window on all its games (players are told 3 minutes before and cannot launch inside it), or cleared. */
export function ProviderMaintenanceForm({ providers }: { providers: readonly CatalogueProvider[] }) {
  const { t } = useTranslation('catalogue');
  const id = useId();
  const save = useProviderMaintenance();
  const [provider, setProvider] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<string | null>(null);
  const chosen = providers.find((p) => `${p.gameType}:${p.channelCode}` === provider);
  const send = (clear: boolean) => {
    setOutcome(null);
    if (!chosen) return setProblem(t('providerWindow.chooseProvider'));
    const start = fromTaipeiInput(from);
    const end = fromTaipeiInput(to);
    if (!clear && (!start || !end)) return setProblem(t('providerWindow.needTimes'));
    setProblem(null);
    save.mutate(
      { gameType: chosen.gameType, channelCode: chosen.channelCode, window: clear || !start || !end ? null : { from: start, to: end } },
      { onSuccess: (r) => setOutcome(t(clear ? 'providerWindow.cleared' : 'providerWindow.set', { name: chosen.name, count: r.games })) },
    );
  };
  const submit = (event: FormEvent) => { event.preventDefault(); send(false); };
  const error = problem ?? (save.isError ? catalogueErrorText(save.error, t) : null);
  return (
    <section className="bo-section bo-cat-after-table" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('providerWindow.title')}</h2>
      <p className="bo-intro">{t('providerWindow.intro')}</p>
      <form className="bo-cat-window" onSubmit={submit} noValidate>
        <label className="bo-field">
          <span>{t('games.provider')}</span>
          <select value={provider} onChange={(event) => setProvider(event.target.value)}>
            <option value="">{t('providerWindow.choose')}</option>
            {providers.map((p) => <option key={`${p.gameType}:${p.channelCode}`} value={`${p.gameType}:${p.channelCode}`}>{t('games.providerOption', { name: p.name, type: p.gameType, count: p.games })}</option>)}
          </select>
        </label>
        <label className="bo-field">
          <span>{t('window.from')}</span>
          <input type="datetime-local" value={from} onChange={(event) => setFrom(event.target.value)} />
        </label>
        <label className="bo-field">
          <span>{t('window.to')}</span>
          <input type="datetime-local" value={to} onChange={(event) => setTo(event.target.value)} />
        </label>
        <div className="bo-actions">
          <button type="submit" className="bo-button" disabled={save.isPending}>{t('providerWindow.setButton')}</button>
          <button type="button" className="bo-button bo-button--ghost" disabled={save.isPending} onClick={() => send(true)}>{t('providerWindow.clearButton')}</button>
        </div>
      </form>
      <p className="bo-hint">{t('window.taipei')}</p>
      {error && <p className="bo-error" role="alert">{error}</p>}
      <div role="status">{outcome && <p className="bo-notice">{outcome}</p>}</div>
    </section>
  );
}
