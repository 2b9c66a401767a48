import type { DepositChannel, DepositMethod } from '@site/contract/api/fund';
import { Button } from '@site/ui/button';
import { Skeleton } from '@site/ui/skeleton';
import { useState } from 'react';
import { useDepositChannels } from '../../api/useDepositChannels';
import { useOpenDeposit } from '../../api/useOpenDeposit';
import { BindInFrame } from '../../components/BindInFrame';
import { BindingNeeded, type BindKind } from '../../components/BindingNeeded';
import { useBreakPause } from '../../components/breakPause';
import styles from '../../components/fund.module.css';
import { PauseNotice } from '../../components/PauseNotice';
import { Tutorial } from '../../components/Tutorial';
import { useCashier } from '../../app/session';
import { useTranslation } from '../../i18n/useTranslation';
import type { PageProps } from '../page-props';
import { DepositForm } from './DepositForm';
import { DepositOrderView } from './DepositOrderView';

/** The channel first shown: the first usable one of the method the host asked for (?type=), else the first usable one. */
export function firstChannel(channels: DepositChannel[], method?: DepositMethod): DepositChannel | undefined {
  const usable = channels.filter((c) => c.available);
  return usable.find((c) => c.method === method) ?? usable[0] ?? channels[0];
}

/**
 * Deposit (SPEC 1, 2): channel tabs (VIP-gated ones disabled with why), the
 * amount within the channel's limits, then the order: where to pay (bank
 * account, USDT address + QR, 14-digit store code), its status refreshed
 * while processing, cancel, and after success a way to the passbook. The
 * first deposit needs a binding (SPEC 5), which opens inside the frame.
 * While a time-out or self-exclusion runs (issue 33) the page says deposits
 * are paused and until when, instead of the channels or the binding gate; an
 * order paid before the break (under review) still shows.
 */
export function RechargePage({ query }: PageProps<'recharge'>) {
  const { t } = useTranslation('recharge');
  useTranslation('fund');
  const { post } = useCashier();
  const channels = useDepositChannels();
  const open = useOpenDeposit();
  const paused = useBreakPause();
  const [bind, setBind] = useState<BindKind | null>(query.openBindPage ?? null);
  const [code, setCode] = useState<string | null>(null);
  const [orderNo, setOrderNo] = useState<string | null>(null);
  /** Orders the player has left (a final one, or "new deposit"): the open-order lookup no longer brings them back. */
  const [left, setLeft] = useState<string[]>([]);

  if (bind) return <BindInFrame kind={bind} onBack={() => setBind(null)} />;

  const current = orderNo ?? (open.data && !left.includes(open.data.orderNo) ? open.data.orderNo : null);

  if (paused.pause && !open.isPending && !current) {
    return (
      <div className={styles.page}>
        <h1 className="visually-hidden">{t('title')}</h1>
        <PauseNotice role="alert" title={t('paused.title')} text={t(`paused.${paused.pause.key}`, { end: paused.pause.end })}>
          <div className={styles.actions}>
            <Button variant="secondary" onClick={() => post({ type: 'withdraw' })}>
              {t('paused.withdraw')}
            </Button>
          </div>
        </PauseNotice>
      </div>
    );
  }

  if (!channels.data || open.isPending || paused.pending) {
    return channels.isError ? (
      <div className={styles.state} role="alert">
        <p>{t('fund:loadFailed')}</p>
        <Button variant="ghost" onClick={() => void channels.refetch()}>
          {t('retry')}
        </Button>
      </div>
    ) : (
      <div className={styles.page} role="status" aria-label={t('loading')}>
        <Skeleton height={44} />
        <Skeleton height={64} />
        <Skeleton height={40} />
      </div>
    );
  }

  const list = channels.data.channels;
  const channel = list.find((c) => c.code === code) ?? firstChannel(list, query.type);
  // The open order found on load may be of another method than the first channel: its own tutorial.
  const tutorial = current && open.data?.orderNo === current ? open.data.method : channel?.method;

  return (
    <div className={styles.page}>
      <h1 className="visually-hidden">{t('title')}</h1>
      {current ? (
        <DepositOrderView
          orderNo={current}
          initial={open.data?.orderNo === current ? open.data : undefined}
          onLeave={() => {
            setLeft((l) => [...l, current]);
            setOrderNo(null);
          }}
        />
      ) : !channels.data.hasBinding ? (
        <BindingNeeded action="deposit" onBind={setBind} />
      ) : channel ? (
        <DepositForm
          channels={list}
          channel={channel}
          usdtRate={channels.data.usdtRate}
          onChannel={setCode}
          onBind={setBind}
          onCreated={(order) => setOrderNo(order.orderNo)}
        />
      ) : (
        <p className={styles.state}>{t('noChannel')}</p>
      )}
      {tutorial ? <Tutorial kind={tutorial} /> : null}
    </div>
  );
}
