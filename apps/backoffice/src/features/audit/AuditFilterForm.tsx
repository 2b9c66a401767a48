import { useId, useState, type FormEvent } from 'react';
import { useStaffList } from '../../api/useStaffList';
import { useTranslation } from '../../i18n/useTranslation';
import { invalidFilter, NO_FILTERS, type AuditFilters } from './filters';
import styles from './AuditPage.module.css';

/** Common prefixes of the log's actions, offered as the action field's suggestions. */
const ACTION_PREFIXES = ['staff.', 'staff.create', 'staff.disable', 'staff.login', 'staff.locked', 'fund.', 'fund.deposit.', 'fund.withdraw.', 'fund.card.', 'idcard.', 'player.', 'ops.'];

/** The audit log's filters: a member (or the operator commands), a player id, an action prefix and a range of days; applied on submit. */
export function AuditFilterForm({ applied, onApply }: { applied: AuditFilters; onApply: (filters: AuditFilters) => void }) {
  const { t } = useTranslation('audit');
  const id = useId();
  const [draft, setDraft] = useState<AuditFilters>(applied);
  const [invalid, setInvalid] = useState<'player' | 'to' | null>(null);
  const staff = useStaffList(1, 200);
  const set = (key: keyof AuditFilters) => (event: { target: { value: string } }) => setDraft({ ...draft, [key]: event.target.value });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = invalidFilter(draft);
    setInvalid(problem);
    if (!problem) onApply(draft);
  };
  return (
    <form className={styles.filters} onSubmit={submit} noValidate aria-label={t('filters.title')}>
      <label className="bo-field">
        <span>{t('filters.staff')}</span>
        <select value={draft.staff} onChange={set('staff')}>
          <option value="">{t('filters.anyone')}</option>
          <option value="ops">{t('filters.ops')}</option>
          {staff.data?.records.map((m) => (
            <option key={m.id} value={String(m.id)}>
              {m.name}
            </option>
          ))}
        </select>
      </label>
      <div className="bo-field">
        <label htmlFor={`${id}-player-field`}>{t('filters.player')}</label>
        <input id={`${id}-player-field`} inputMode="numeric" value={draft.player} onChange={set('player')} maxLength={10} aria-invalid={invalid === 'player' || undefined} aria-describedby={invalid === 'player' ? `${id}-player` : undefined} />
        {invalid === 'player' && (
          <span id={`${id}-player`} className="bo-error">
            {t('filters.playerHint')}
          </span>
        )}
      </div>
      <label className="bo-field">
        <span>{t('filters.action')}</span>
        <input value={draft.action} onChange={set('action')} maxLength={64} list={`${id}-actions`} placeholder="staff." />
        <datalist id={`${id}-actions`}>
          {ACTION_PREFIXES.map((prefix) => (
            <option key={prefix} value={prefix} />
          ))}
        </datalist>
      </label>
      <label className="bo-field">
        <span>{t('filters.from')}</span>
        <input type="date" value={draft.from} onChange={set('from')} />
      </label>
      <div className="bo-field">
        <label htmlFor={`${id}-to-field`}>{t('filters.to')}</label>
        <input id={`${id}-to-field`} type="date" value={draft.to} onChange={set('to')} aria-invalid={invalid === 'to' || undefined} aria-describedby={invalid === 'to' ? `${id}-to` : undefined} />
        {invalid === 'to' && (
          <span id={`${id}-to`} className="bo-error">
            {t('filters.toHint')}
          </span>
        )}
      </div>
      <div className={styles.filterButtons}>
        <button type="submit" className="bo-button">
          {t('filters.search')}
        </button>
        <button
          type="button"
          className="bo-button bo-button--ghost"
          onClick={() => {
            setDraft(NO_FILTERS);
            setInvalid(null);
            onApply(NO_FILTERS);
          }}
        >
          {t('filters.clear')}
        </button>
      </div>
    </form>
  );
}
