import type { VipExchangeInfo } from '@site/contract/api/vip';
import { formatAmount, formatDateTime } from '@site/contract/rules/format';
import { exchangePreview } from '@site/contract/rules/vip-exchange';
import { Button } from '@site/ui/button';
import { confirm } from '@site/ui/confirm';
import { useId, useState, type FormEvent } from 'react';
import { isApiError } from '@site/client/errors';
import { QueryState } from '@site/ui/query-state';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { escapeHtml } from '../../../shared/utils/html';
import { useRunningBreak, type RunningBreak } from '../../protection';
import { useExchange } from '../api/useExchange';
import { useExchangeCurrency, useExchangeInfo } from '../api/useExchangeInfo';
import { checkPoints } from './exchange';
import { useVipQueryLook } from './States';
import form from './Coupons.module.css';
import styles from './Vip.module.css';

/** The server's words for a refused exchange (its catalogue, e.g. 很抱歉，您的點券餘額不足), else SPEC's 兌換失敗，請稍候再試. */
function serverMessage(error: unknown, fallback: string): string {
  return isApiError(error) && error.case === 'catalogued' && error.text ? error.text : fallback;
}

/** `running`: a time-out or self-exclusion (issue 33): the exchange is disabled, described by the pause and its end. */
function Form({ info, running }: { info: VipExchangeInfo; running: RunningBreak | null }) {
  const { t } = useTranslation('vip');
  const id = useId();
  const exchange = useExchange();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const available = Number(info.points);
  const typed = /^\d{1,9}$/.test(text.trim()) ? Number(text.trim()) : 0;
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const pausedId = `${id}-paused`;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (running) return;
    setDone(null);
    const checked = checkPoints(text, available, info.minPoints);
    if ('problem' in checked) {
      setProblem(t(`exchange.problem.${checked.problem}`, { min: formatAmount(info.minPoints, 0) }));
      return;
    }
    setProblem(null);
    // Issue 19: points become money only after the player agrees to the exact figures.
    const values = { points: formatAmount(checked.points, 0), amount: formatAmount(exchangePreview(checked.points, info.ratio)), currency: info.currency };
    const yes = await confirm({
      title: t('exchange.confirmTitle'),
      content: escapeHtml(t('exchange.confirmBody', values)),
      confirmText: t('exchange.confirm'),
      cancelText: t('exchange.cancel'),
    });
    if (!yes) return;
    exchange.mutate(
      { currency: info.currency, points: checked.points },
      {
        onSuccess: (result) => {
          setText('');
          setDone(t('exchange.done', { points: formatAmount(result.points, 0), amount: formatAmount(result.amount), currency: result.currency }));
        },
        onError: (error) => setProblem(serverMessage(error, t('exchange.failed'))),
      },
    );
  };

  return (
    <form className={form.exchange} onSubmit={(event) => void submit(event)} noValidate>
      <dl className={styles.facts}>
        <div>
          <dt>{t('exchange.available')}</dt>
          <dd>{t('points', { points: formatAmount(info.points, 0) })}</dd>
        </div>
        <div>
          <dt>{t('exchange.ratio')}</dt>
          <dd>{t('exchange.ratioValue', { points: formatAmount(info.ratio.points, 0), amount: formatAmount(info.ratio.amount), currency: info.currency })}</dd>
        </div>
      </dl>
      <label htmlFor={`${id}-points`} className={form.label}>
        {t('exchange.points')}
      </label>
      <div className={form.inputRow}>
        <input
          id={`${id}-points`}
          className={form.input}
          inputMode="numeric"
          autoComplete="off"
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setProblem(null);
            setDone(null);
          }}
          aria-invalid={problem !== null || undefined}
          aria-describedby={problem ? `${errorId} ${hintId}` : hintId}
        />
        <Button variant="secondary" disabled={available <= 0} onClick={() => setText(String(available))}>
          {t('exchange.all')}
        </Button>
      </div>
      <p id={hintId} className={styles.muted}>
        {t('exchange.receive', { amount: formatAmount(exchangePreview(typed, info.ratio)), currency: info.currency })}
      </p>
      {problem ? (
        <p id={errorId} role="alert" className={form.error}>
          {problem}
        </p>
      ) : null}
      {running ? (
        <p id={pausedId} className={form.error}>
          {t(`exchange.paused.${running.state}`, { end: formatDateTime(running.until) })}
        </p>
      ) : null}
      <Button type="submit" disabled={exchange.isPending || available <= 0 || running !== null} aria-describedby={running ? pausedId : undefined}>
        {exchange.isPending ? t('exchange.sending') : t('exchange.submit')}
      </Button>
      <p role="status" className={form.success}>
        {done}
      </p>
    </form>
  );
}

/** Points -> money at the configured ratio of the player's currency (PUT /v1/user/vip/coupon-exchange). */
export function ExchangeForm() {
  const { t } = useTranslation('vip');
  const vipQueryLook = useVipQueryLook();
  const currency = useExchangeCurrency();
  const info = useExchangeInfo(currency);
  const running = useRunningBreak();
  return (
    <section className={styles.section} aria-labelledby="vip-exchange-heading">
      <h2 id="vip-exchange-heading" className={styles.heading}>
        {t('exchange.title')}
      </h2>
      <QueryState query={info} {...vipQueryLook({ loading: t('exchange.title'), failed: serverMessage(info.error, t('exchange.loadFailed')), rows: 2 })}>
        {(data) => (
          <Form info={data} running={running} />
        )}
      </QueryState>
    </section>
  );
}
