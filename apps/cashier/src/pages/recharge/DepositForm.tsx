import type { DepositChannel, DepositOrder } from '@site/contract/api/fund';
import { Button } from '@site/ui/button';
import { useId, useState, type FormEvent } from 'react';
import { useBankCards } from '../../api/useBankCards';
import { apiErrorText } from '@site/client/errors';
import { fundFailureWords } from '../../i18n/failureWords';
import { AmountField } from '../../components/AmountField';
import { depositLimitText } from '../../components/depositLimitText';
import type { BindKind } from '../../components/BindingNeeded';
import styles from '../../components/fund.module.css';
import { FormError } from '../../components/FormMessage';
import { amountProblem, minorOf, shown } from '../../components/money';
import { depositQuickAmounts, QuickAmounts } from '../../components/QuickAmounts';
import { usdtPreview } from '@site/contract/rules/usdt-rate';
import { Segmented } from '../../components/Segmented';
import { useTranslation } from '../../i18n/useTranslation';
import { parseMinor, formatMinor } from '@site/contract/rules/money';
import { Select } from '@site/ui/fields';
import { useCreateDeposit } from '../../api/useCreateDeposit';
import { OfflineNotice } from '../../components/OfflineNotice';
import { useMoneySubmit } from '../../components/useMoneySubmit';

export interface DepositFormProps {
  channels: DepositChannel[];
  channel: DepositChannel;
  usdtRate: string;
  /** The first deposit's checklist still has steps: no channel takes an order yet, and the form says so up front (issue 34). */
  setupLeft: boolean;
  onChannel: (code: string) => void;
  onBind: (kind: BindKind) => void;
  onCreated: (order: DepositOrder) => void;
}

/**
 * The deposit form: channel (each one not ready yet says what it waits for), amount within its limits
 * (checked before sending, quick amounts within them), the bound card for a bank transfer; a money
 * call, once, with a retry that reuses its key when the connection drops (useMoneySubmit).
 */
export function DepositForm({ channels, channel, usdtRate, setupLeft, onChannel, onBind, onCreated }: DepositFormProps) {
  const { t } = useTranslation('recharge');
  const ids = { amount: useId(), amountHint: useId(), card: useId(), error: useId(), blocked: useId() };
  const cards = useBankCards();
  const create = useCreateDeposit();
  const order = useMoneySubmit(create.mutateAsync, { onDone: onCreated });
  const [amount, setAmount] = useState('');
  const [cardPick, setCardPick] = useState<number | null>(null);
  const [touched, setTouched] = useState(false);

  const min = minorOf(channel.minAmount);
  const max = minorOf(channel.maxAmount);
  const problem = amountProblem(amount, min, max);
  const shownProblem = touched ? problem : null;
  const approved = (cards.data ?? []).filter((c) => c.status === 'approved');
  const cardId = cardPick ?? approved[0]?.id ?? null;
  const needsCard = channel.method === 'bank';
  const blocked = setupLeft ? t('setup.blocked') : null;
  const minor = parseMinor(amount);
  const usdt = channel.method === 'usdt' && minor && !problem ? usdtPreview('deposit', minor, usdtRate) : '';
  const limits = { min: shown(channel.minAmount), max: shown(channel.maxAmount) };
  const refusal = order.refusal ? (depositLimitText(order.refusal, t) ?? apiErrorText(order.refusal, fundFailureWords(t))) : null;
  const message = order.repeated ? t('fund:busy') : shownProblem ? t(`fund:amount.${shownProblem}`, limits) : refusal;
  const waits = (c: DepositChannel) => (c.method === 'bank' ? t('setup.needsCard') : t('setup.needsSetup'));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    order.clear();
    if (blocked || problem || minor === null || (needsCard && cardId === null)) return;
    void order.send({ channelCode: channel.code, method: channel.method, amount: formatMinor(minor), cardId: needsCard ? (cardId ?? undefined) : undefined });
  };

  return (
    <form className={styles.page} onSubmit={submit} noValidate aria-label={t('form')}>
      <Segmented
        legend={t('channel')}
        name="channel"
        value={channel.code}
        onChange={(code) => {
          onChannel(code);
          order.clear();
        }}
        options={channels.map((c) => ({
          value: c.code,
          label: c.name,
          disabled: !c.available,
          hint: !c.available ? t('vipNeeded', { level: c.minVipLevel }) : c.ready ? undefined : waits(c),
        }))}
      />

      {needsCard && !setupLeft ? (
        approved.length ? (
          <div className={styles.field}>
            <label className={styles.label} htmlFor={ids.card}>
              {t('fromCard')}
            </label>
            <Select id={ids.card} value={cardId ?? ''} onChange={(e) => setCardPick(Number(e.target.value))}>
              {approved.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.bankName} {c.cardNo}
                </option>
              ))}
            </Select>
            <p className={styles.hint}>{t('fromCardHint')}</p>
          </div>
        ) : cards.data ? (
          <div className={styles.notice}>
            <p>{t('noApprovedCard')}</p>
            <div className={styles.actions}>
              <Button variant="secondary" onClick={() => onBind('card')}>
                {t('fund:binding.card')}
              </Button>
            </div>
          </div>
        ) : null
      ) : null}

      <AmountField
        id={ids.amount}
        label={t('amount')}
        value={amount}
        invalid={Boolean(shownProblem)}
        describedBy={`${ids.amountHint}${message ? ` ${ids.error}` : ''}`}
        onChange={(text) => {
          setAmount(text);
          order.clear();
        }}
        onBlur={() => amount && setTouched(true)}
      >
        <p id={ids.amountHint} className={styles.hint}>
          {t('limits', limits)}
        </p>
        <QuickAmounts
          amounts={depositQuickAmounts(min, max)}
          value={amount}
          label={t('quick')}
          onPick={(text) => {
            setAmount(text);
            setTouched(true);
            order.clear();
          }}
        />
        {usdt ? (
          <p className={styles.hint} role="status">
            {t('usdtPreview', { usdt, rate: usdtRate })}
          </p>
        ) : null}
        <FormError id={ids.error}>{message}</FormError>
      </AmountField>

      <OfflineNotice show={order.offline} busy={order.busy} onRetry={() => void order.retry()} />

      {blocked ? (
        <p id={ids.blocked} className={styles.hint}>
          {blocked}
        </p>
      ) : null}
      <Button
        type="submit"
        block
        aria-disabled={order.busy || Boolean(blocked) || (needsCard && cardId === null) || undefined}
        aria-describedby={blocked ? ids.blocked : undefined}
        aria-busy={order.busy}
      >
        {order.busy ? t('submitting') : t('submit')}
      </Button>
    </form>
  );
}
