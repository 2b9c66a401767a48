import type { FrameGameTarget, FrameToHost } from '@site/contract/frame';
import { useId, useState, type FormEvent } from 'react';
import { CashierApiError, type ApiSession } from '../lib/api';
import { amountProblem, apiMinor, convert, formatMinor, mainPerUnit, minorToText, toMinor, type Direction } from '../lib/amount';
import type { Language } from '../lib/i18n';
import { useT } from '../lib/i18n';
import { AutoSwitch } from './AutoSwitch';
import styles from './TransferPage.module.css';
import { useWallet } from './useWallet';

export interface TransferPageProps {
  session: ApiSession;
  currency: string;
  language: Language;
  target?: FrameGameTarget;
  post: (message: FrameToHost) => void;
}

const QUICK_AMOUNTS = [100, 500, 1000, 5000];
const SERVER_MESSAGES: Record<string, 'error.insufficient' | 'error.tooSmall'> = { '030001': 'error.insufficient', '030007': 'error.tooSmall' };

/**
 * The transfer page (DESIGN 5): main wallet to a game wallet and back, the
 * 1 : 0.2 points ratio of the DB wallets shown and applied, the auto-transfer
 * switch, amounts checked before sending (positive, at most the balance,
 * 2 decimals). Every transfer carries an Idempotency-Key.
 */
export function TransferPage({ session, currency, language, target, post }: TransferPageProps) {
  const t = useT();
  const ids = { amount: useId(), error: useId(), wallet: useId() };
  const wallet = useWallet(session, currency, language);
  const [picked, setPicked] = useState<string | null>(null);
  const [direction, setDirection] = useState<Direction>('toGame');
  const [amount, setAmount] = useState('');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);

  if (!wallet.balances) {
    return wallet.failed ? (
      <div className={styles.state} role="alert">
        <p>{t('error.load')}</p>
        <button type="button" className={styles.secondary} onClick={() => void wallet.reload()}>
          {t('retry')}
        </button>
      </div>
    ) : (
      <p className={styles.state} role="status">
        {t('loading')}
      </p>
    );
  }

  const main = wallet.balances.currencies.find((c) => c.currency === currency) ?? wallet.balances.currencies.find((c) => c.isCurrent);
  const games = wallet.balances.gameWallets;
  const channel = target?.channelCode ?? picked ?? games[0]?.channelCode ?? '';
  const game = games.find((g) => g.channelCode === channel);
  const ratio = game?.ratio ?? 1;
  const points = ratio !== 1;
  const mainMinor = apiMinor(main?.balance);
  const gameMinor = apiMinor(game?.balance);
  const sourceMinor = direction === 'toGame' ? mainMinor : gameMinor;
  const problem = amountProblem(amount, sourceMinor, ratio, direction);
  const shownProblem = touched ? problem : null;
  const minor = toMinor(amount);
  const preview = minor && !problem ? convert(minor, ratio, direction) : null;
  const gameText = (m: number) => (points ? t('points', { amount: formatMinor(m) }) : formatMinor(m));
  const credited = (m: number) => (direction === 'toGame' ? gameText(m) : formatMinor(m));
  const message = shownProblem ? t(`error.${shownProblem}`) : serverError;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    setServerError(null);
    if (problem || !game || minor === null || busy) return;
    setBusy(true);
    try {
      await wallet.transfer({ from: direction === 'toGame' ? 'main' : game.channelCode, to: direction === 'toGame' ? game.channelCode : 'main', amount: minorToText(minor) });
      setAmount('');
      setTouched(false);
      post({ type: 'toast', kind: 'success', message: t('success') });
    } catch (error) {
      const known = error instanceof CashierApiError ? SERVER_MESSAGES[error.code] : undefined;
      if (!(error instanceof CashierApiError && (error.status === 401 || error.status === 503))) {
        setServerError(known ? t(known) : error instanceof CashierApiError && error.kind === 'network' ? t('error.network') : t('error.generic'));
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className={styles.form} onSubmit={(e) => void submit(e)} noValidate aria-label={t('title')}>
      <div className={styles.wallets}>
        <div className={styles.balance}>
          <span className={styles.label}>{t('main')}</span>
          <strong data-testid="main-balance">
            {main?.currency} {formatMinor(mainMinor)}
          </strong>
        </div>
        <div className={styles.balance}>
          {target ? (
            <span className={styles.label}>{game?.name ?? t('game')}</span>
          ) : (
            <label className={styles.label} htmlFor={ids.wallet}>
              {t('wallet')}
            </label>
          )}
          {target ? null : (
            <select id={ids.wallet} className={styles.select} value={channel} onChange={(e) => setPicked(e.target.value)}>
              {games.map((g) => (
                <option key={g.channelCode} value={g.channelCode}>
                  {g.name}
                </option>
              ))}
            </select>
          )}
          <strong data-testid="game-balance">{gameText(gameMinor)}</strong>
        </div>
      </div>

      <fieldset className={styles.direction}>
        <legend className="visually-hidden">{t('direction')}</legend>
        {(['toGame', 'toMain'] as const).map((value) => (
          <label key={value} className={styles.segment} data-checked={direction === value || undefined}>
            <input type="radio" name="direction" className="visually-hidden" value={value} checked={direction === value} onChange={() => setDirection(value)} />
            {t(value)}
          </label>
        ))}
      </fieldset>

      <div className={styles.field}>
        <label htmlFor={ids.amount} className={styles.label}>
          {t('amount')}
        </label>
        <div className={styles.inputRow}>
          <input
            id={ids.amount}
            className={styles.input}
            inputMode="decimal"
            autoComplete="off"
            value={amount}
            aria-invalid={shownProblem ? true : undefined}
            aria-describedby={message ? ids.error : undefined}
            onChange={(e) => {
              setAmount(e.target.value);
              setServerError(null);
            }}
            onBlur={() => amount && setTouched(true)}
          />
          <button type="button" className={styles.secondary} onClick={() => setAmount(minorToText(sourceMinor))}>
            {t('all')}
          </button>
        </div>
        {message ? (
          <p id={ids.error} className={styles.error} role="alert">
            {message}
          </p>
        ) : preview ? (
          <p className={styles.preview} role="status">
            {t('preview', { amount: credited(preview.credited) })}
            {preview.debited !== minor ? ` ${t('previewTaken', { amount: formatMinor(preview.debited) })}` : ''}
          </p>
        ) : null}
      </div>

      {points ? (
        <p className={styles.ratio} data-testid="ratio">
          {t('ratio', { ratio, main: 500, points: 500 / mainPerUnit(ratio) })}
        </p>
      ) : target ? (
        <div className={styles.quick} role="group" aria-label={t('quick')}>
          {QUICK_AMOUNTS.map((value) => (
            <button key={value} type="button" className={styles.chip} onClick={() => setAmount(String(value))}>
              {formatMinor(value * 100).replace(/\.00$/, '')}
            </button>
          ))}
        </div>
      ) : null}

      <AutoSwitch
        value={wallet.auto}
        onChange={async (next) => {
          const value = await wallet.setAuto(next);
          post({ type: 'reloadAutoTransfer' });
          post({ type: 'toast', kind: 'info', message: t(value ? 'autoOn' : 'autoOff') });
        }}
      />

      <div className={styles.actions}>
        <button type="submit" className={styles.primary} disabled={busy} aria-busy={busy}>
          {busy ? t('submitting') : t('submit')}
        </button>
        {target ? (
          <button type="button" className={styles.secondary} onClick={() => post({ type: 'goGame', ...target })}>
            {t('goGame')}
          </button>
        ) : null}
      </div>
    </form>
  );
}
