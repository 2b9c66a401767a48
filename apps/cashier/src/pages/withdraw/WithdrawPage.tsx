import { formatDateTime } from '@site/contract/rules/format';
import { useState } from 'react';
import { useWithdrawInfo } from '../../api/useWithdrawInfo';
import { BindInFrame } from '../../components/BindInFrame';
import { BindingNeeded, type BindKind } from '../../components/BindingNeeded';
import styles from '../../components/fund.module.css';
import { QueryState } from '../../components/QueryState';
import { minorOf, shown } from '../../components/money';
import { Tutorial } from '../../components/Tutorial';
import { useTranslation } from '../../i18n/useTranslation';
import type { PageProps } from '../page-props';
import { GameWalletsRecall } from './GameWalletsRecall';
import { WageringList } from './WageringList';
import { WithdrawForm } from './WithdrawForm';
import { DormantNotice } from './DormantNotice';
import { WithdrawOrders } from './WithdrawOrders';

/**
 * Withdrawal, called consignment (SPEC 1): what may be withdrawn is shown
 * before the player types (what may go now and what waits for play, minimum, turnover still required with
 * what each deposit and bonus asks, the VIP day limits used), a destination among approved cards and bound
 * addresses, the 6-digit withdrawal password, then the orders and their
 * review steps, refreshed while not final.
 */
export function WithdrawPage({ query }: PageProps<'withdraw'>) {
  const { t } = useTranslation('withdraw');
  useTranslation('fund');
  useTranslation('recall');
  const info = useWithdrawInfo();
  const [bind, setBind] = useState<BindKind | null>(query.openBindPage ?? null);

  if (bind) return <BindInFrame kind={bind} onBack={() => setBind(null)} />;

  if (!info.data) return <QueryState query={info} loading={t('loading')} retry={t('retry')} skeletons={[96, 160]} />;

  const d = info.data;
  const cards = d.cards.filter((c) => c.status === 'approved');
  const remaining = minorOf(d.turnoverRemaining);
  const money = (amount: string) => `${d.currency} ${shown(amount)}`;

  return (
    <div className={styles.page}>
      <h1 className="visually-hidden">{t('title')}</h1>
      <section className={styles.panel} aria-label={t('summary')}>
        <dl className={styles.stats}>
          {/* Issue 34: what may go now, and apart from it what waits for play; never the balance as if it all could go. */}
          <div className={styles.stat}>
            <dt>{t('balance')}</dt>
            <dd>{money(d.withdrawable)}</dd>
          </div>
          {minorOf(d.awaitingTurnover) > 0 ? (
            <div className={styles.stat}>
              <dt>{t('awaitingTurnover')}</dt>
              <dd>{money(d.awaitingTurnover)}</dd>
            </div>
          ) : null}
          <div className={styles.stat}>
            <dt>{t('minimum')}</dt>
            <dd>{money(d.minAmount)}</dd>
          </div>
          <div className={styles.stat}>
            <dt>{t('turnover')}</dt>
            <dd>{remaining > 0 ? t('turnoverRemaining', { remaining: shown(d.turnoverRemaining) }) : t('turnoverDone')}</dd>
          </div>
          <div className={styles.stat}>
            <dt>{t('dailyCount')}</dt>
            <dd>{t('used', { used: d.dailyCountUsed, limit: d.dailyCountLimit })}</dd>
          </div>
          <div className={styles.stat}>
            <dt>{t('dailyAmount')}</dt>
            <dd>{t('used', { used: shown(d.dailyAmountUsed), limit: shown(d.dailyAmountLimit) })}</dd>
          </div>
        </dl>
        {remaining > 0 ? (
          <p className={styles.hint}>
            {t('turnoverWhy', { required: shown(d.turnoverRequired), done: shown(d.turnoverDone), remaining: shown(d.turnoverRemaining) })}
          </p>
        ) : null}
        {remaining > 0 ? <WageringList items={d.requirements} /> : null}
      </section>

      {minorOf(d.balance) < minorOf(d.minAmount) && !d.lockedUntil ? <GameWalletsRecall info={d} /> : null}
      <DormantNotice />
      {d.lockedUntil ? (
        // Issue 17: wrong withdrawal passwords locked withdrawals; the time instead of a form that would only answer the lock.
        <section className={styles.notice} role="alert" aria-labelledby="withdraw-locked">
          <h2 id="withdraw-locked" className={styles.noticeTitle}>
            {t('locked.title')}
          </h2>
          <p>{t('locked.why', { time: formatDateTime(d.lockedUntil) })}</p>
        </section>
      ) : cards.length || d.addresses.length ? (
        <WithdrawForm info={d} cards={cards} preferred={query.type} blocked={remaining > 0} onBind={setBind} />
      ) : (
        <BindingNeeded action="withdraw" onBind={setBind} />
      )}
      <Tutorial kind="withdraw" />
      <WithdrawOrders />
    </div>
  );
}
