import type { DepositLimitView } from '@site/contract/api/protection';
import { toMinor } from '@site/contract/rules/money';
import { formatAmount, formatDateTime } from '@site/contract/rules/format';
import { Button } from '@site/ui/button';
import { confirm } from '@site/ui/confirm';
import { showToast } from '@site/ui/toast-api';
import { useId, useState, type FormEvent } from 'react';
import { useFormFailure } from '../../../shared/forms/failure';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { escapeHtml } from '../../../shared/utils/html';
import { useCancelDepositLimit } from '../api/useCancelDepositLimit';
import { useSetDepositLimit } from '../api/useSetDepositLimit';
import { limitAmountProblem } from '../limitAmount';
import styles from '../protection.module.css';

export interface DepositLimitCardProps {
  limit: DepositLimitView;
  coolingDays: number;
  minAmount: string;
  maxAmount: string;
}

const DAY_MS = 86_400_000;
const when = (iso: string) => formatDateTime(iso);

/**
 * One period's deposit limit: what is in force and left, a pending change with its date and a
 * cancel button, and a form to set, lower, raise or remove it. Raising and removing are
 * confirmed first, since they wait out the cooling period (issue 20).
 */
export function DepositLimitCard({ limit, coolingDays, minAmount, maxAmount }: DepositLimitCardProps) {
  const { t } = useTranslation(['protection', 'forms']);
  const { failureText } = useFormFailure();
  const save = useSetDepositLimit();
  const cancel = useCancelDepositLimit();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  const titleId = `${id}-title`;
  const inputId = `${id}-amount`;
  const errorId = `${id}-error`;
  const name = t(`period.${limit.period}`);
  const current = limit.amount === null ? null : toMinor(limit.amount);
  const busy = save.isPending || cancel.isPending;

  const fail = (e: unknown) => {
    const message = failureText(e);
    if (message) setError(message);
  };

  const run = async (amount: string | null, raising: boolean) => {
    setError(null);
    if (raising) {
      // The date shown is an estimate from this device's clock; the server's answer fixes it.
      const effective = formatDateTime(Date.now() + coolingDays * DAY_MS);
      const yes = await confirm({
        title: t(amount === null ? 'confirm.removeTitle' : 'confirm.raiseTitle', { limit: name }),
        content: escapeHtml(t(amount === null ? 'confirm.removeBody' : 'confirm.raiseBody', { days: coolingDays, date: effective, amount: amount ? formatAmount(amount) : '' })),
        confirmText: t(amount === null ? 'confirm.remove' : 'confirm.raise'),
        cancelText: t('confirm.back'),
      });
      if (!yes) return;
    }
    // The field as it was sent: the save resolves only once the limits have been asked again, and what the
    // player typed meanwhile (the next change) stays.
    const typed = text;
    try {
      await save.mutateAsync({ period: limit.period, amount });
      setText((now) => (now === typed ? '' : now));
      showToast(t(raising ? 'saved.pending' : 'saved.now', { days: coolingDays }), { kind: 'success' });
    } catch (e) {
      fail(e);
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const problem = limitAmountProblem(text, toMinor(minAmount), toMinor(maxAmount));
    if (problem) {
      setError(t(`errors.${problem}`, { min: formatAmount(minAmount), max: formatAmount(maxAmount) }));
      return;
    }
    const amount = toMinor(text.trim());
    if (current !== null && amount === current && !limit.pending) {
      setError(t('errors.same'));
      return;
    }
    void run(text.trim(), current !== null && amount > current);
  };

  const onCancel = async () => {
    setError(null);
    try {
      await cancel.mutateAsync(limit.period);
      showToast(t('cancelled'), { kind: 'success' });
    } catch (e) {
      fail(e);
    }
  };

  return (
    <section className={styles.card} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.cardTitle}>
        {t('limitTitle', { limit: name })}
      </h2>
      <dl className={styles.figures}>
        <div>
          <dt>{t('current')}</dt>
          <dd>{limit.amount === null ? t('none') : formatAmount(limit.amount)}</dd>
        </div>
        <div>
          <dt>{t(`deposited.${limit.period}`)}</dt>
          <dd>{formatAmount(limit.deposited)}</dd>
        </div>
        {limit.remaining !== null ? (
          <div>
            <dt>{t(`remaining.${limit.period}`)}</dt>
            <dd>{formatAmount(limit.remaining)}</dd>
          </div>
        ) : null}
      </dl>
      <p className={styles.reset}>{t('resets', { date: when(limit.periodEnd) })}</p>
      {limit.pending ? (
        <div className={styles.pending} role="status">
          <p>
            {limit.pending.amount === null
              ? t('pending.remove', { date: when(limit.pending.effectiveAt) })
              : t('pending.raise', { amount: formatAmount(limit.pending.amount), date: when(limit.pending.effectiveAt) })}
          </p>
          <Button variant="secondary" disabled={busy} onClick={() => void onCancel()}>
            {t('pending.cancel')}
          </Button>
        </div>
      ) : null}
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <label className={styles.label} htmlFor={inputId}>
          {t('newLimit', { limit: name })}
        </label>
        <input
          id={inputId}
          className={styles.input}
          inputMode="decimal"
          autoComplete="off"
          value={text}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => setText(event.target.value)}
        />
        {error ? (
          <p id={errorId} className={styles.error} role="alert">
            {error}
          </p>
        ) : null}
        <div className={styles.actions}>
          <Button type="submit" disabled={busy}>
            {t(limit.amount === null ? 'set' : 'change', { limit: name })}
          </Button>
          {limit.amount !== null && !(limit.pending && limit.pending.amount === null) ? (
            <Button type="button" variant="secondary" disabled={busy} onClick={() => void run(null, true)}>
              {t('remove', { limit: name })}
            </Button>
          ) : null}
        </div>
      </form>
    </section>
  );
}
