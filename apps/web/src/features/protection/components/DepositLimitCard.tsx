import type { DepositLimitView } from '@site/contract/api/protection';
import { toMinor } from '@site/contract/rules/money';
import { formatAmount, formatDateTime } from '@site/contract/rules/format';
import { useId } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { useCancelDepositLimit } from '../api/useCancelDepositLimit';
import { useSetDepositLimit } from '../api/useSetDepositLimit';
import { limitAmountProblem } from '../limitAmount';
import styles from '../protection.module.css';
import { LimitForm, LimitPending } from './LimitForm';
import { useLimitChange } from './useLimitChange';

export interface DepositLimitCardProps {
  limit: DepositLimitView;
  coolingDays: number;
  minAmount: string;
  maxAmount: string;
}

const when = (iso: string) => formatDateTime(iso);

/**
 * One period's deposit limit: what is in force and left, a pending change with its date and a
 * cancel button, and a form to set, lower, raise or remove it. Raising and removing are
 * confirmed first, since they wait out the cooling period (issue 20).
 */
export function DepositLimitCard({ limit, coolingDays, minAmount, maxAmount }: DepositLimitCardProps) {
  const { t } = useTranslation(['protection', 'forms']);
  const save = useSetDepositLimit();
  const cancel = useCancelDepositLimit();
  const id = useId();
  const titleId = `${id}-title`;
  const name = t(`period.${limit.period}`);
  const current = limit.amount === null ? null : toMinor(limit.amount);
  const busy = save.isPending || cancel.isPending;
  const change = useLimitChange({
    coolingDays,
    current,
    hasPending: limit.pending !== null,
    parse: (text) => {
      const problem = limitAmountProblem(text, toMinor(minAmount), toMinor(maxAmount));
      if (problem) return { error: t(`errors.${problem}`, { min: formatAmount(minAmount), max: formatAmount(maxAmount) }) };
      return { value: toMinor(text), sent: text };
    },
    save: (amount) => save.mutateAsync({ period: limit.period, amount }),
    cancel: () => cancel.mutateAsync(limit.period),
    words: {
      confirm: (amount, date) => ({
        title: t(amount === null ? 'confirm.removeTitle' : 'confirm.raiseTitle', { limit: name }),
        body: t(amount === null ? 'confirm.removeBody' : 'confirm.raiseBody', { days: coolingDays, date, amount: amount ? formatAmount(amount) : '' }),
      }),
      saved: (raising) => t(raising ? 'saved.pending' : 'saved.now', { days: coolingDays }),
      same: t('errors.same'),
      cancelled: t('cancelled'),
    },
  });

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
        <LimitPending
          text={
            limit.pending.amount === null
              ? t('pending.remove', { date: when(limit.pending.effectiveAt) })
              : t('pending.raise', { amount: formatAmount(limit.pending.amount), date: when(limit.pending.effectiveAt) })
          }
          cancelText={t('pending.cancel')}
          busy={busy}
          onCancel={change.onCancel}
        />
      ) : null}
      <LimitForm
        label={t('newLimit', { limit: name })}
        text={change.text}
        onText={change.setText}
        error={change.error}
        inputMode="decimal"
        submitText={t(limit.amount === null ? 'set' : 'change', { limit: name })}
        removeText={limit.amount !== null && !(limit.pending && limit.pending.amount === null) ? t('remove', { limit: name }) : null}
        busy={busy}
        onSubmit={change.onSubmit}
        onRemove={change.onRemove}
      />
    </section>
  );
}
