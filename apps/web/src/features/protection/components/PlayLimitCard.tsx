import { formatDateTime } from '@site/contract/rules/format';
import { Button } from '@site/ui/button';
import { confirm } from '@site/ui/confirm';
import { showToast } from '@site/ui/toast-api';
import { useId, useState, type FormEvent } from 'react';
import { useFormFailure } from '../../../shared/forms/failure';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { escapeHtml } from '../../../shared/utils/html';
import { useCancelPlayLimit } from '../api/useCancelPlayLimit';
import { useSetPlayLimit, type PlayLimitTarget } from '../api/useSetPlayLimit';
import styles from '../protection.module.css';

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

const DAY_MS = 86_400_000;
const when = (iso: string) => formatDateTime(iso);

/**
 * One loss limit or the session time limit (issue 20): in force, the figures of the period, a
 * pending change with its date and a cancel button, and a form to set, lower, raise or remove it.
 * Raising and removing are confirmed first, since they wait out the cooling period.
 */
export function PlayLimitCard({ target, words, name, current, figures, resets, pending, coolingDays, parse, show }: PlayLimitCardProps) {
  const { t } = useTranslation(['protection', 'forms']);
  const { failureText } = useFormFailure();
  const save = useSetPlayLimit(target);
  const cancel = useCancelPlayLimit(target);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  const busy = save.isPending || cancel.isPending;
  const w = (key: string, values?: Record<string, unknown>) => t(`${words}.${key}`, { limit: name, days: coolingDays, ...values });

  const fail = (e: unknown) => {
    const message = failureText(e);
    if (message) setError(message);
  };

  const run = async (sent: string | null, raising: boolean) => {
    setError(null);
    if (raising) {
      // The date shown is an estimate from this device's clock; the server's answer fixes it.
      const date = formatDateTime(Date.now() + coolingDays * DAY_MS);
      const yes = await confirm({
        title: w(sent === null ? 'confirm.removeTitle' : 'confirm.raiseTitle'),
        content: escapeHtml(w(sent === null ? 'confirm.removeBody' : 'confirm.raiseBody', { date, value: sent === null ? '' : show(sent) })),
        confirmText: t(sent === null ? 'confirm.remove' : 'confirm.raise'),
        cancelText: t('confirm.back'),
      });
      if (!yes) return;
    }
    // The field as it was sent: the save resolves only once the limits have been asked again, and what the
    // player typed meanwhile (the next change) stays.
    const typed = text;
    try {
      await save.mutateAsync(sent);
      setText((now) => (now === typed ? '' : now));
      showToast(w(raising ? 'savedPending' : 'saved'), { kind: 'success' });
    } catch (e) {
      fail(e);
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = parse(text.trim());
    if ('error' in parsed) {
      setError(parsed.error);
      return;
    }
    if (current !== null && parsed.value === current && !pending) {
      setError(w('same'));
      return;
    }
    void run(parsed.sent, current !== null && parsed.value > current);
  };

  const onCancel = async () => {
    setError(null);
    try {
      await cancel.mutateAsync();
      showToast(t('cancelled'), { kind: 'success' });
    } catch (e) {
      fail(e);
    }
  };

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
        <div className={styles.pending} role="status">
          <p>{pending.value === null ? w('pendingRemove', { date: when(pending.effectiveAt) }) : w('pendingRaise', { value: pending.value, date: when(pending.effectiveAt) })}</p>
          <Button variant="secondary" disabled={busy} onClick={() => void onCancel()}>
            {t('pending.cancel')}
          </Button>
        </div>
      ) : null}
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <label className={styles.label} htmlFor={`${id}-value`}>
          {w('newLimit')}
        </label>
        <input
          id={`${id}-value`}
          className={styles.input}
          inputMode={words === 'loss' ? 'decimal' : 'numeric'}
          autoComplete="off"
          value={text}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => setText(event.target.value)}
        />
        {error ? (
          <p id={`${id}-error`} className={styles.error} role="alert">
            {error}
          </p>
        ) : null}
        <div className={styles.actions}>
          <Button type="submit" disabled={busy}>
            {t(current === null ? 'set' : 'change')}
          </Button>
          {current !== null && !(pending && pending.value === null) ? (
            <Button type="button" variant="secondary" disabled={busy} onClick={() => void run(null, true)}>
              {t('remove')}
            </Button>
          ) : null}
        </div>
      </form>
    </section>
  );
}
