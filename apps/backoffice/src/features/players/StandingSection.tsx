import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { usePlayerStanding } from '../../api/usePlayerStanding';
import { LoadingRows } from '../../components/LoadingRows';
import { useTranslation } from '../../i18n/useTranslation';
import { actionErrorText } from './actionError';
import { money, when } from './format';

/** A plain captioned table of the standing's lists (short: the server answers them whole). */
function Table({ caption, headers, rows, empty }: { caption: string; headers: string[]; rows: ReactNode[][]; empty: string }) {
  return (
    <div className="bo-table-wrap">
      <table className="bo-table">
        <caption className="bo-pf-caption">{caption}</caption>
        <thead>
          <tr>{headers.map((header) => <th key={header} scope="col">{header}</th>)}</tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr><td colSpan={headers.length}>{empty}</td></tr>
          ) : (
            rows.map((cells, index) => <tr key={index}>{cells.map((cell, column) => <td key={column}>{cell}</td>)}</tr>)
          )}
        </tbody>
      </table>
    </div>
  );
}

/**
 * Linked accounts and why, the protection the player set (read only: staff can never shorten nor lift a limit,
 * a time-out or a self-exclusion; there is no action for it) and the wagering requirements.
 */
export function StandingSection({ playerId }: { playerId: number }) {
  const { t } = useTranslation('players');
  const standing = usePlayerStanding(playerId);
  if (standing.isPending) return <LoadingRows label={t('loading')} />;
  if (standing.isError) return <p className="bo-error" role="alert">{actionErrorText(standing.error, t)}</p>;
  const { linked, protection, wagering } = standing.data;
  const none = t('none');
  const limitValue = (unit: 'money' | 'minutes', value: string) => (unit === 'minutes' ? t('standing.minutes', { count: Number(value) }) : money(value));
  return (
    <div className="bo-pf-stack">
      <section aria-labelledby="linked-title">
        <h3 id="linked-title">{t('standing.linked')}</h3>
        <Table
          caption={t('standing.linkedCaption')}
          headers={[t('fields.account'), t('standing.via')]}
          empty={t('standing.noLinks')}
          rows={linked.map((l) => [
            <Link key="a" to={`/players/${l.playerId}`}>{l.account}</Link>,
            l.via.map((v) => `${t(`standing.linkKinds.${v.kind}`, { defaultValue: v.kind })}: ${v.value}`).join('; '),
          ])}
        />
      </section>
      <section aria-labelledby="protection-title">
        <h3 id="protection-title">{t('standing.protection')}</h3>
        <p className="bo-notice">{t('standing.readOnly')}</p>
        <Table
          caption={t('standing.limits')}
          headers={[t('standing.kind'), t('standing.period'), t('standing.amount'), t('standing.pending')]}
          empty={t('standing.noLimits')}
          rows={protection.limits.map((l) => [
            t(`standing.limitKinds.${l.kind}`, { defaultValue: l.kind }),
            t(`standing.periods.${l.period}`, { defaultValue: l.period }),
            limitValue(l.unit, l.value),
            l.pendingValue ? t('standing.pendingFrom', { amount: limitValue(l.unit, l.pendingValue), at: when(l.pendingFrom) }) : none,
          ])}
        />
        <Table
          caption={t('standing.breaks')}
          headers={[t('standing.kind'), t('standing.period'), t('standing.startedAt'), t('standing.until'), t('standing.endedAt')]}
          empty={t('standing.noBreaks')}
          rows={protection.breaks.map((b) => [
            t(`standing.breakKinds.${b.kind}`, { defaultValue: b.kind }),
            b.period,
            when(b.startedAt),
            when(b.until),
            b.endedAt ? when(b.endedAt) : t('standing.running'),
          ])}
        />
      </section>
      <section aria-labelledby="wagering-title">
        <h3 id="wagering-title">{t('standing.wagering')}</h3>
        <Table
          caption={t('standing.wageringCaption')}
          headers={[t('standing.source'), t('standing.reference'), t('standing.amount'), t('standing.required'), t('records.status'), t('standing.startedAt')]}
          empty={t('standing.noWagering')}
          rows={wagering.map((w) => [
            t(`standing.sources.${w.source}`, { defaultValue: w.source }),
            <span key="r" className="bo-pf-mono">{w.reference}</span>,
            money(w.amount, w.currency),
            money(w.required, w.currency),
            t(`standing.wageringStatus.${w.status}`, { defaultValue: w.status }),
            when(w.startedAt),
          ])}
        />
      </section>
    </div>
  );
}
