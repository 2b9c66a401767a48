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
import { OfflineNotice } from '../../components/OfflineNotice';
import { useMoneySubmit } from '../../components/useMoneySubmit';
import { fundFailureWords } from '../../i18n/failureWords';
import { useTranslation } from '../../i18n/useTranslation';

/**
 * Issue 19: the main wallet is short of the minimum withdrawal, and the money is often in game
 * wallets after playing (a withdrawal is paid from main only). Says so, lists the game wallets
 * holding money (points for a ratio other than 1) and offers 一鍵回收; after it the balances and the
 * withdrawal info are read again, so the page shows the new withdrawable amount by itself.
 * Nothing in the game wallets: says the main wallet is short and offers a deposit. No answer (offline):
 * says so with a retry that sends the same key (issue 34).
 */
export function GameWalletsRecall({ info }: { info: WithdrawInfo }) {
  const { t } = useTranslation('recall');
  const { post } = useCashier();
  const titleId = useId();
  const balances = useBalance();
  const recycle = useRecycle();
  const [error, setError] = useState<string | null>(null);
  const sweep = useMoneySubmit(recycle.mutateAsync, {
    onDone: (moved) => (moved ? post({ type: 'toast', kind: 'success', message: t('success') }) : setError(t('failure'))),
    // One recycle per 5 s (429): SPEC 4's 正在處理中，請勿重複點擊.
    onRefused: (refused) =>
      setError(apiErrorCode(refused) === GAME_ERROR_CODES.throttled ? t('busy') : apiErrorText(refused, { ...fundFailureWords(t), other: t('failure') })),
  });

  const wallets = (balances.data?.gameWallets ?? []).filter((w) => minorOf(w.balance) > 0);
  // Issue 34: "目前可託售" is what may go now (nothing while turnover is still required), not the balance.
  const needed = { min: `${info.currency} ${shown(info.minAmount)}`, balance: `${info.currency} ${shown(info.withdrawable)}` };

  const run = () => {
    setError(null);
    void sweep.send(undefined);
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
          <FormError>{sweep.repeated ? t('busy') : error}</FormError>
          <OfflineNotice show={sweep.offline} busy={sweep.busy} what="move" onRetry={() => void sweep.retry()} />
          <div className={styles.actions}>
            <Button onClick={run} aria-disabled={sweep.busy || undefined} aria-busy={sweep.busy}>
              {sweep.busy ? t('recycling') : t('recycle')}
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
