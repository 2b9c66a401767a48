import { formatDateTime } from '@site/contract/rules/format';
import { useId } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { useCancelPlayLimit } from '../api/useCancelPlayLimit';
import { useSetPlayLimit, type PlayLimitTarget } from '../api/useSetPlayLimit';
import styles from '../protection.module.css';
import { LimitForm, LimitPending } from './LimitForm';
import { useLimitChange } from './useLimitChange';

export interface PlayLimitCardProps {
  target: PlayLimitTarget;
  /** Words of this card: protection.json's `loss` or `session` keys. */
  words: 'loss' | 'session';
  /** The limit's name in the sentences ("Daily", "Session time"). */
  name: string;
  /** The limit in force, in comparable units (minor units or minutes); null = none. */
  current: number | null;
  /** The figures shown (already formatted). */
  figures: ReadonlyArray<{ label: string; value: string }>;
  resets?: string | null;
  /** A pending increase (formatted value) or removal (null value) with its date. */
  pending: { value: string | null; effectiveAt: string } | null;
  coolingDays: number;
  /** What was typed: an error text, or the value in comparable units and as sent. */
  parse: (text: string) => { error: string } | { value: number; sent: string };
  /** The typed value, formatted for the confirmation. */
  show: (sent: string) => string;
}

const when = (iso: string) => formatDateTime(iso);

/**
 * One loss limit or the session time limit (issue 20): in force, the figures of the period, a
 * pending change with its date and a cancel button, and a form to set, lower, raise or remove it.
 * Raising and removing are confirmed first, since they wait out the cooling period.
 */
export function PlayLimitCard({ target, words, name, current, figures, resets, pending, coolingDays, parse, show }: PlayLimitCardProps) {
  const { t } = useTranslation(['protection', 'forms']);
  const save = useSetPlayLimit(target);
  const cancel = useCancelPlayLimit(target);
  const id = useId();
  const busy = save.isPending || cancel.isPending;
  const w = (key: string, values?: Record<string, unknown>) => t(`${words}.${key}`, { limit: name, days: coolingDays, ...values });
  const change = useLimitChange({
    coolingDays,
    current,
    hasPending: pending !== null,
    parse,
    save: (sent) => save.mutateAsync(sent),
    cancel: () => cancel.mutateAsync(),
    words: {
      confirm: (sent, date) => ({
        title: w(sent === null ? 'confirm.removeTitle' : 'confirm.raiseTitle'),
        body: w(sent === null ? 'confirm.removeBody' : 'confirm.raiseBody', { date, value: sent === null ? '' : show(sent) }),
      }),
      saved: (raising) => w(raising ? 'savedPending' : 'saved'),
      same: w('same'),
      cancelled: t('cancelled'),
    },
  });

  return (
    <section className={styles.card} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className={styles.cardTitle}>
        {w('cardTitle')}
      </h3>
      <dl className={styles.figures}>
        {figures.map((f) => (
          <div key={f.label}>
            <dt>{f.label}</dt>
            <dd>{f.value}</dd>
          </div>
        ))}
      </dl>
      {resets ? <p className={styles.reset}>{t('resets', { date: when(resets) })}</p> : null}
      {pending ? (
        <LimitPending
          text={pending.value === null ? w('pendingRemove', { date: when(pending.effectiveAt) }) : w('pendingRaise', { value: pending.value, date: when(pending.effectiveAt) })}
          cancelText={t('pending.cancel')}
          busy={busy}
          onCancel={change.onCancel}
        />
      ) : null}
      <LimitForm
        label={w('newLimit')}
        text={change.text}
        onText={change.setText}
        error={change.error}
        inputMode={words === 'loss' ? 'decimal' : 'numeric'}
        submitText={t(current === null ? 'set' : 'change')}
        removeText={current !== null && !(pending && pending.value === null) ? t('remove') : null}
        busy={busy}
        onSubmit={change.onSubmit}
        onRemove={change.onRemove}
      />
    </section>
  );
}
