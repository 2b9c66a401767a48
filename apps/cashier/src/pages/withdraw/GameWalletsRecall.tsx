import type { WithdrawInfo } from '@site/contract/api/fund';
import { apiErrorCode, apiErrorText } from '@site/client/errors';
import { GAME_ERROR_CODES } from '@site/contract/codes/games';
import { Button } from '@site/ui/button';
import { useId, useState } from 'react';
import { useBalance } from '../../api/useBalance';
import { useRecycle } from '../../api/useRecycle';
import { useCashier } from '../../app/session';
import styles from '../../components/fund.module.css';
import { FormError } from '../../components/FormMessage';
import { minorOf, shown } from '../../components/money';
import { useSingleFlight } from '../../components/useSingleFlight';
import { fundFailureWords } from '../../i18n/failureWords';
import { useTranslation } from '../../i18n/useTranslation';

/**
 * Issue 19: the main wallet is short of the minimum withdrawal, and the money is often in game
 * wallets after playing (a withdrawal is paid from main only). Says so, lists the game wallets
 * holding money (points for a ratio other than 1) and offers 一鍵回收; after it the balances and the
 * withdrawal info are read again, so the page shows the new withdrawable amount by itself.
 * Nothing in the game wallets: says the main wallet is short and offers a deposit.
 */
export function GameWalletsRecall({ info }: { info: WithdrawInfo }) {
  const { t } = useTranslation('recall');
  const { post } = useCashier();
  const titleId = useId();
  const balances = useBalance();
  const recycle = useRecycle();
  const flight = useSingleFlight();
  const [error, setError] = useState<string | null>(null);

  const wallets = (balances.data?.gameWallets ?? []).filter((w) => minorOf(w.balance) > 0);
  // Issue 34: "目前可託售" is what may go now (nothing while turnover is still required), not the balance.
  const needed = { min: `${info.currency} ${shown(info.minAmount)}`, balance: `${info.currency} ${shown(info.withdrawable)}` };

  const run = async () => {
    setError(null);
    const result = await flight.run(() => recycle.mutateAsync());
    if (!result) return;
    if (result.ok && result.value) post({ type: 'toast', kind: 'success', message: t('success') });
    else if (result.ok) setError(t('failure'));
    // One recycle per 5 s (429): SPEC 4's 正在處理中，請勿重複點擊.
    else if (apiErrorCode(result.error) === GAME_ERROR_CODES.throttled) setError(t('busy'));
    else setError(apiErrorText(result.error, { ...fundFailureWords(t), other: t('failure') }));
  };

  return (
    <section className={styles.notice} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.noticeTitle}>
        {t('title')}
      </h2>
      <p>{t('why', needed)}</p>
      {wallets.length ? (
        <>
          <p>{t('inGames')}</p>
          <ul className={styles.list} aria-label={t('list')}>
            {wallets.map((w) => (
              <li key={w.channelCode} className={styles.item}>
                <span>{w.name}</span>
                <span className={styles.mono}>{w.ratio === 1 ? `${w.currency} ${shown(w.balance)}` : t('points', { amount: shown(w.balance) })}</span>
              </li>
            ))}
          </ul>
          <FormError>{flight.repeated ? t('busy') : error}</FormError>
          <div className={styles.actions}>
            <Button onClick={() => void run()} aria-disabled={flight.busy || undefined} aria-busy={flight.busy}>
              {flight.busy ? t('recycling') : t('recycle')}
            </Button>
          </div>
        </>
      ) : balances.data ? (
        <>
          <p>{t('nothingInGames')}</p>
          <div className={styles.actions}>
            <Button variant="secondary" onClick={() => post({ type: 'recharge' })}>
              {t('deposit')}
            </Button>
          </div>
        </>
      ) : null}
    </section>
  );
}
