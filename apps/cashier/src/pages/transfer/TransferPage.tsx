import { isApiError } from '@site/client/errors';
import { formatAmount } from '@site/contract/rules/format';
import { convertMinor, formatMinor, mainPerGameUnit, parseMinor, toMinor, transferAmountProblem, type TransferDirection } from '@site/contract/rules/money';
import { Button } from '@site/ui/button';
import { Select } from '@site/ui/fields';
import { useId, useState, type FormEvent } from 'react';
import { useCashier } from '../../app/session';
import { AmountField } from '../../components/AmountField';
import { useBreakPause } from '../../components/breakPause';
import { PauseNotice } from '../../components/PauseNotice';
import { OfflineNotice } from '../../components/OfflineNotice';
import { QuickAmounts, TRANSFER_QUICK_AMOUNTS } from '../../components/QuickAmounts';
import { useMoneySubmit } from '../../components/useMoneySubmit';
import { useBalance } from '../../api/useBalance';
import { useTransfer } from '../../api/useTransfer';
import { useTranslation } from '../../i18n/useTranslation';
import type { PageProps } from '../page-props';
import { AutoSwitch } from './AutoSwitch';
import { QueryState } from '../../components/QueryState';
import styles from './TransferPage.module.css';

/** Display of minor units: SPEC 5's truncate, 2 decimals, comma thousands (contract format.ts). */
const shown = (minor: number) => formatAmount(formatMinor(minor));
const minorOf = (amount: string | undefined) => (amount ? toMinor(amount) || 0 : 0);

/**
 * The transfer page (DESIGN 5): main wallet to a game wallet and back, the
 * 1 : 0.2 points ratio of the DB wallets shown and applied, the auto-transfer
 * switch, amounts checked before sending (contract money rules). A refusal is
 * worded inline from the error catalogue; success is toasted by the host; no
 * answer (offline) says so with a retry that sends the same key (issue 34).
 * While a time-out or self-exclusion runs (issue 33) nothing goes into a game:
 * the transfer-to-game popup (a target) says so instead of the form; the plain
 * transfer page says so above a form that moves money back to the main wallet only.
 */
export function TransferPage(_props: PageProps<'transfer'>) {
  const { t } = useTranslation('transfer');
  // The no-connection notice's words load with the page: once the connection is gone they could not be fetched.
  useTranslation('fund');
  const { init, post } = useCashier();
  const { target } = init;
  const ids = { amount: useId(), error: useId(), wallet: useId(), paused: useId() };
  const balance = useBalance();
  const paused = useBreakPause();
  const transfer = useTransfer();
  const [picked, setPicked] = useState<string | null>(null);
  const [chosen, setDirection] = useState<TransferDirection>('toGame');
  const [amount, setAmount] = useState('');
  const [touched, setTouched] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const move = useMoneySubmit(transfer.mutateAsync, {
    onDone: () => {
      setAmount('');
      setTouched(false);
      post({ type: 'toast', kind: 'success', message: t('success') });
    },
    onRefused: (error) => {
      // 401 and 503 are the host's to show (tokenInvalid, maintenance).
      if (isApiError(error) && (error.case === 'session' || error.case === 'maintenance')) return;
      setServerError(isApiError(error) && error.text ? error.text : t('error.generic'));
    },
  });

  const pause = paused.pause;
  const pauseText = pause ? t(`paused.${pause.key}`, { end: pause.end }) : '';
  if (pause && target) return <PauseNotice role="alert" title={t('paused.title')} text={pauseText} />;

  if (!balance.data || paused.pending) {
    return <QueryState query={{ data: undefined, isError: balance.isError, refetch: balance.refetch }} loading={t('loading')} retry={t('retry')} failed={t('error.load')} skeletons={[56, 40, 40]} />;
  }

  // Back to the main wallet stays open during a break; into a game does not.
  const direction: TransferDirection = pause ? 'toMain' : chosen;
  const main = balance.data.currencies.find((c) => c.currency === init.currency) ?? balance.data.currencies.find((c) => c.isCurrent);
  const games = balance.data.gameWallets;
  const channel = target?.channelCode ?? picked ?? games[0]?.channelCode ?? '';
  const game = games.find((g) => g.channelCode === channel);
  const ratio = game?.ratio ?? 1;
  const points = ratio !== 1;
  const mainMinor = minorOf(main?.balance);
  const gameMinor = minorOf(game?.balance);
  const sourceMinor = direction === 'toGame' ? mainMinor : gameMinor;
  const problem = transferAmountProblem(amount, sourceMinor, ratio, direction);
  const shownProblem = touched ? problem : null;
  const minor = parseMinor(amount);
  const preview = minor && !problem ? convertMinor(minor, ratio, direction) : null;
  const gameText = (m: number) => (points ? t('points', { amount: shown(m) }) : shown(m));
  const credited = (m: number) => (direction === 'toGame' ? gameText(m) : shown(m));
  const message = shownProblem ? t(`error.${shownProblem}`) : serverError;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    setServerError(null);
    if (problem || !game || minor === null) return;
    const from = direction === 'toGame' ? 'main' : game.channelCode;
    const to = direction === 'toGame' ? game.channelCode : 'main';
    void move.send({ from, to, amount: formatMinor(minor) });
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={t('title')}>
      {pause ? <PauseNotice role="status" title={t('paused.title')} text={pauseText} textId={ids.paused} /> : null}
      <div className={styles.wallets}>
        <div className={styles.balance} role="group" aria-label={t('main')}>
          <span className={styles.label}>{t('main')}</span>
          <strong>
            {main?.currency} {shown(mainMinor)}
          </strong>
        </div>
        <div className={styles.balance} role="group" aria-label={target ? (game?.name ?? t('game')) : t('game')}>
          {target ? (
            <span className={styles.label}>{game?.name ?? t('game')}</span>
          ) : (
            <label className={styles.label} htmlFor={ids.wallet}>
              {t('wallet')}
            </label>
          )}
          {target ? null : (
            <Select id={ids.wallet} compact value={channel} onChange={(e) => setPicked(e.target.value)}>
              {games.map((g) => (
                <option key={g.channelCode} value={g.channelCode}>
                  {g.name}
                </option>
              ))}
            </Select>
          )}
          <strong>{gameText(gameMinor)}</strong>
        </div>
      </div>

      <fieldset className={styles.direction}>
        <legend className="visually-hidden">{t('direction')}</legend>
        {(['toGame', 'toMain'] as const).map((value) => {
          const off = pause !== null && value === 'toGame';
          return (
            <label key={value} className={styles.segment} data-checked={direction === value || undefined} data-disabled={off || undefined}>
              <input
                type="radio"
                name="direction"
                className="visually-hidden"
                value={value}
                checked={direction === value}
                disabled={off}
                aria-describedby={off ? ids.paused : undefined}
                onChange={() => setDirection(value)}
              />
              {t(value)}
            </label>
          );
        })}
      </fieldset>

      <AmountField
        id={ids.amount}
        label={t('amount')}
        value={amount}
        invalid={Boolean(shownProblem)}
        describedBy={message ? ids.error : undefined}
        onChange={(text) => {
          setAmount(text);
          setServerError(null);
        }}
        onBlur={() => amount && setTouched(true)}
        action={
          <Button variant="ghost" onClick={() => setAmount(formatMinor(sourceMinor))}>
            {t('all')}
          </Button>
        }
        classes={{ field: styles.field, label: styles.label, input: styles.input, row: styles.inputRow }}
      >
        {message ? (
          <p id={ids.error} className={styles.error} role="alert">
            {message}
          </p>
        ) : preview ? (
          <p className={styles.preview} role="status">
            {t('preview', { amount: credited(preview.credited) })}
            {preview.debited !== minor ? ` ${t('previewTaken', { amount: shown(preview.debited) })}` : ''}
          </p>
        ) : null}
      </AmountField>

      {points ? (
        <p className={styles.ratio} role="note">
          {t('ratio', { ratio, main: 500, points: 500 / mainPerGameUnit(ratio) })}
        </p>
      ) : target ? (
        <QuickAmounts amounts={TRANSFER_QUICK_AMOUNTS} value={amount} label={t('quick')} onPick={setAmount} />
      ) : null}

      <OfflineNotice show={move.offline} busy={move.busy} what="move" onRetry={() => void move.retry()} />

      <AutoSwitch />

      <div className={styles.actions}>
        <Button type="submit" disabled={move.busy} aria-busy={move.busy}>
          {move.busy ? t('submitting') : t('submit')}
        </Button>
        {target ? (
          <Button variant="secondary" onClick={() => post({ type: 'goGame', ...target })}>
            {t('goGame')}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
