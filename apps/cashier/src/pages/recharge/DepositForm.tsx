import type { DepositChannel, DepositOrder } from '@site/contract/api/fund';
import { Button } from '@site/ui/button';
import { useId, useState, type FormEvent } from 'react';
import { useBankCards } from '../../api/useBankCards';
import { useCreateDeposit } from '../../api/useCreateDeposit';
import { apiErrorText } from '@site/client/errors';
import { fundFailureWords } from '../../i18n/failureWords';
import { AmountField } from '../../components/AmountField';
import { depositLimitText } from '../../components/depositLimitText';
import type { BindKind } from '../../components/BindingNeeded';
import styles from '../../components/fund.module.css';
import { FormError } from '../../components/FormMessage';
import { amountProblem, minorOf, shown } from '../../components/money';
import { usdtPreview } from '@site/contract/rules/usdt-rate';
import { Segmented } from '../../components/Segmented';
import { useSingleFlight } from '../../components/useSingleFlight';
import { useTranslation } from '../../i18n/useTranslation';
import { parseMinor, formatMinor } from '@site/contract/rules/money';
import { Select } from '@site/ui/fields';

export interface DepositFormProps {
  channels: DepositChannel[];
  channel: DepositChannel;
  usdtRate: string;
  onChannel: (code: string) => void;
  onBind: (kind: BindKind) => void;
  onCreated: (order: DepositOrder) => void;
}

/** The deposit form: channel, amount within its limits (checked before sending), the bound card for a bank transfer; a money call, once. */
export function DepositForm({ channels, channel, usdtRate, onChannel, onBind, onCreated }: DepositFormProps) {
  const { t } = useTranslation('recharge');
  const ids = { amount: useId(), amountHint: useId(), card: useId(), error: useId() };
  const cards = useBankCards();
  const create = useCreateDeposit();
  const flight = useSingleFlight();
  const [amount, setAmount] = useState('');
  const [cardPick, setCardPick] = useState<number | null>(null);
  const [touched, setTouched] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);

  const min = minorOf(channel.minAmount);
  const max = minorOf(channel.maxAmount);
  const problem = amountProblem(amount, min, max);
  const shownProblem = touched ? problem : null;
  const approved = (cards.data ?? []).filter((c) => c.status === 'approved');
  const cardId = cardPick ?? approved[0]?.id ?? null;
  const needsCard = channel.method === 'bank';
  const minor = parseMinor(amount);
  const usdt = channel.method === 'usdt' && minor && !problem ? usdtPreview('deposit', minor, usdtRate) : '';
  const limits = { min: shown(channel.minAmount), max: shown(channel.maxAmount) };
  const message = flight.repeated ? t('fund:busy') : shownProblem ? t(`fund:amount.${shownProblem}`, limits) : serverError;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    setServerError(null);
    if (problem || minor === null || (needsCard && cardId === null)) return;
    const result = await flight.run(() =>
      create.mutateAsync({ channelCode: channel.code, method: channel.method, amount: formatMinor(minor), cardId: needsCard ? (cardId ?? undefined) : undefined }),
    );
    if (!result) return;
    if (result.ok) onCreated(result.value);
    else setServerError(depositLimitText(result.error, t) ?? apiErrorText(result.error, fundFailureWords(t)));
  };

  return (
    <form className={styles.page} onSubmit={(e) => void submit(e)} noValidate aria-label={t('form')}>
      <Segmented
        legend={t('channel')}
        name="channel"
        value={channel.code}
        onChange={(code) => {
          onChannel(code);
          setServerError(null);
        }}
        options={channels.map((c) => ({
          value: c.code,
          label: c.name,
          disabled: !c.available,
          hint: c.available ? undefined : t('vipNeeded', { level: c.minVipLevel }),
        }))}
      />

      {needsCard ? (
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
          setServerError(null);
        }}
        onBlur={() => amount && setTouched(true)}
      >
        <p id={ids.amountHint} className={styles.hint}>
          {t('limits', limits)}
        </p>
        {usdt ? (
          <p className={styles.hint} role="status">
            {t('usdtPreview', { usdt, rate: usdtRate })}
          </p>
        ) : null}
        <FormError id={ids.error}>{message}</FormError>
      </AmountField>

      <Button type="submit" block aria-disabled={flight.busy || (needsCard && cardId === null) || undefined} aria-busy={flight.busy}>
        {flight.busy ? t('submitting') : t('submit')}
      </Button>
    </form>
  );
}
