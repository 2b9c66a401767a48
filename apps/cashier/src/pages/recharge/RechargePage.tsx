import type { DepositChannel, DepositMethod } from '@site/contract/api/fund';
import { Button } from '@site/ui/button';
import { Skeleton } from '@site/ui/skeleton';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useDepositChannels } from '../../api/useDepositChannels';
import { useOpenDeposit } from '../../api/useOpenDeposit';
import type { BindKind } from '../../components/BindingNeeded';
import { useBreakPause } from '../../components/breakPause';
import styles from '../../components/fund.module.css';
import { QueryState } from '../../components/QueryState';
import { PauseNotice } from '../../components/PauseNotice';
import { Tutorial } from '../../components/Tutorial';
import { useCashier } from '../../app/session';
import { useTranslation } from '../../i18n/useTranslation';
import type { PageProps } from '../page-props';
import { DepositForm } from './DepositForm';
import { BindingPanel } from './BindingPanel';
import { FirstDepositSteps } from './FirstDepositSteps';

// The order screen (where to pay, the USDT QR encoder, the success state) in its own chunk: the page's first
// load carries the form only, and the chunk is fetched as soon as the form shows, before any order is opened.
const loadOrderView = () => import('./DepositOrderView');
const DepositOrderView = lazy(() => loadOrderView().then((m) => ({ default: m.DepositOrderView })));

/**
 * The channel first shown: the method the host asked for (?type=) when an order can be opened on it now,
 * else the first channel ready now (issue 34: not a bank transfer that waits for a card); with none ready,
 * the asked method, else the first the VIP level allows that is not a bank transfer (a wallet address,
 * bound at once, readies it; a card waits for its review), else the first allowed. It says what it waits for.
 */
export function firstChannel(channels: DepositChannel[], method?: DepositMethod): DepositChannel | undefined {
  const ready = channels.filter((c) => c.ready);
  const usable = channels.filter((c) => c.available);
  return (
    ready.find((c) => c.method === method) ??
    ready[0] ??
    usable.find((c) => c.method === method) ??
    usable.find((c) => c.method !== 'bank') ??
    usable[0] ??
    channels[0]
  );
}

/**
 * Deposit (SPEC 1, 2): channel tabs (VIP-gated ones disabled with why), the
 * amount within the channel's limits, then the order: where to pay (bank
 * account, USDT address + QR, 14-digit store code), its status refreshed
 * while processing, cancel, and after success what was credited and the new
 * balance. The first deposit's steps (SPEC 5: phone, a card or an address,
 * the withdrawal password that proves it) are listed at once above the form
 * and each is done in place (issue 34, FirstDepositSteps).
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
  /** The button that opened a binding: focus goes back to it when the binding closes. */
  const opener = useRef<HTMLElement | null>(null);
  const panelId = useId();
  const [code, setCode] = useState<string | null>(null);
  const [orderNo, setOrderNo] = useState<string | null>(null);
  /** Orders the player has left (a final one, or "new deposit"): the open-order lookup no longer brings them back. */
  const [left, setLeft] = useState<string[]>([]);
  /** Whether the last answer had steps left: the moment the last one is done, the binding opened for it closes. */
  const [stepsWereLeft, setStepsWereLeft] = useState<boolean | null>(null);
  useEffect(() => {
    void loadOrderView();
  }, []);

  const found = open.data && !left.includes(open.data.orderNo) ? open.data.orderNo : null;
  // The open order found on load stays on screen once it is final (approved: its success state), not only while the lookup still finds it processing.
  if (!orderNo && found) setOrderNo(found);
  const current = orderNo ?? found;
  const binding = (kind: BindKind | null, from?: HTMLElement) => {
    if (from) opener.current = from;
    setBind(kind);
    if (!kind) opener.current?.focus();
  };

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
    // Waiting on the open orders or the pause too: loading until all are in, the channels' failure with its retry.
    return <QueryState query={{ data: undefined, isError: channels.isError, refetch: channels.refetch }} loading={t('loading')} retry={t('retry')} skeletons={[44, 64, 40]} />;
  }

  const list = channels.data.channels;
  const setup = channels.data.setup;
  const setupLeft = setup.steps.some((s) => !s.done);
  if (stepsWereLeft !== setupLeft) {
    setStepsWereLeft(setupLeft);
    if (stepsWereLeft && !setupLeft) setBind(null);
  }
  const channel = list.find((c) => c.code === code) ?? firstChannel(list, query.type);
  // The open order found on load may be of another method than the first channel: its own tutorial.
  const tutorial = current && open.data?.orderNo === current ? open.data.method : channel?.method;

  return (
    <div className={styles.page}>
      <h1 className="visually-hidden">{t('title')}</h1>
      {current ? (
        <Suspense fallback={<Skeleton height={120} />}>
          <DepositOrderView
            orderNo={current}
            initial={open.data?.orderNo === current ? open.data : undefined}
            onLeave={() => {
              setLeft((l) => [...l, current]);
              setOrderNo(null);
            }}
          />
        </Suspense>
      ) : (
        <>
          {setupLeft ? (
            <FirstDepositSteps setup={setup} binding={bind} onBinding={binding} onPhone={() => post({ type: 'bindPhone' })} />
          ) : bind ? (
            <BindingPanel kind={bind} id={panelId} onClose={() => binding(null)} />
          ) : null}
          {channel ? (
            <DepositForm
              channels={list}
              channel={channel}
              usdtRate={channels.data.usdtRate}
              setupLeft={setupLeft}
              onChannel={setCode}
              onBind={(kind) => binding(kind)}
              onCreated={(order) => setOrderNo(order.orderNo)}
            />
          ) : (
            <p className={styles.state}>{t('noChannel')}</p>
          )}
        </>
      )}
      {tutorial ? <Tutorial kind={tutorial} /> : null}
    </div>
  );
}
