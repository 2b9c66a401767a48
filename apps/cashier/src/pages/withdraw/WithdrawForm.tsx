import type { BoundBankCard, WithdrawInfo } from '@site/contract/api/fund';
import { FUND_ERROR_CODES } from '@site/contract/codes/fund';
import { WITHDRAW_PASSWORD_LENGTH } from '@site/contract/constants';
import { formatDateTime } from '@site/contract/rules/format';
import { formatMinor, parseMinor } from '@site/contract/rules/money';
import { Button } from '@site/ui/button';
import { RadioCards } from '@site/ui/fields';
import { useId, useState, type FormEvent } from 'react';
import { useCashier } from '../../app/session';
import { useApplyWithdraw } from '../../api/useApplyWithdraw';
import { apiErrorCode, apiErrorText } from '@site/client/errors';
import { fundFailureWords } from '../../i18n/failureWords';
import { isApiError } from '@site/client/errors';
import type { BindKind } from '../../components/BindingNeeded';
import { AmountField } from '../../components/AmountField';
import styles from '../../components/fund.module.css';
import { FormError } from '../../components/FormMessage';
import { amountProblem, minorOf, shown } from '../../components/money';
import { isUsableRate, toNtdMinor, usdtPreview } from '@site/contract/rules/usdt-rate';
import { OfflineNotice } from '../../components/OfflineNotice';
import { useMoneySubmit } from '../../components/useMoneySubmit';
import { useTranslation } from '../../i18n/useTranslation';
import { withdrawNeedsSms } from '@site/contract/rules/terms';
import { useWithdrawTerms } from '../../api/useWithdrawTerms';
import { WithdrawFeeNotice, type DestinationRef } from './WithdrawFeeNotice';
import { SMS_CODE, WithdrawSmsField } from './WithdrawSmsField';

export interface WithdrawFormProps {
  info: WithdrawInfo;
  cards: BoundBankCard[];
  preferred?: 'bank' | 'usdt';
  /** Turnover still required: the form explains and cannot be sent. */
  blocked: boolean;
  onBind: (kind: BindKind) => void;
}

const PASSWORD = new RegExp(`^\\d{${WITHDRAW_PASSWORD_LENGTH}}$`);

/** Tries left before the lock, from a 031008 answer (issue 17), or null. */
function attemptsLeftOf(error: unknown): number | null {
  if (apiErrorCode(error) !== FUND_ERROR_CODES.withdrawPasswordWrong || !isApiError(error)) return null;
  const left = (error.response?.data as { attemptsLeft?: unknown } | null)?.attemptsLeft;
  return typeof left === 'number' && left > 0 ? left : null;
}

/**
 * Destination, amount (minimum to balance), withdrawal password; a money call, once, with a retry
 * that reuses its key when the connection drops (useMoneySubmit, issue 34).
 */
export function WithdrawForm({ info, cards, preferred, blocked, onBind }: WithdrawFormProps) {
  const { t } = useTranslation('withdraw');
  const { post } = useCashier();
  const ids = { amount: useId(), password: useId(), error: useId(), hint: useId() };
  const apply = useApplyWithdraw();
  const terms = useWithdrawTerms();
  const destinations = [
    ...cards.map((c) => ({ key: `card-${c.id}`, label: `${c.bankName} ${c.cardNo}`, body: { cardId: c.id }, ref: { kind: 'card', id: c.id } as DestinationRef, usdt: false, heldUntil: c.usableFrom ?? null })),
    ...info.addresses.map((a) => ({
      key: `address-${a.id}`,
      label: `${a.name} (${a.network}) ${a.address.slice(0, 6)}…${a.address.slice(-4)}`,
      body: { addressId: a.id },
      ref: { kind: 'address', id: a.id } as DestinationRef,
      usdt: true,
      // Issue 17: a destination bound less than 24 hours ago (not the first one) cannot receive a withdrawal yet.
      heldUntil: a.usableFrom ?? null,
    })),
  ];
  const usable = destinations.filter((d) => !d.heldUntil);
  const [pick, setPick] = useState<string | null>(null);
  const [amount, setAmount] = useState('');
  const [password, setPassword] = useState('');
  const [smsCode, setSmsCode] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  /** The server's refusal of the password itself (wrong, tries left): said once, under the field (issue 19). */
  const [passwordRefused, setPasswordRefused] = useState<string | null>(null);
  const order = useMoneySubmit(apply.mutateAsync, {
    onDone: () => {
      post({ type: 'toast', kind: 'success', message: t('applied') });
      setAmount('');
      setPassword('');
      setSmsCode('');
      setSubmitted(false);
    },
    // A refusal only: with no answer the form keeps what was typed, so the same order goes again with its key.
    onRefused: (error) => {
      // Typed once per try: the emptied field is not a second mistake (no 'must be 6 digits' under the refusal).
      setPassword('');
      setSubmitted(false);
      const text = apiErrorText(error, fundFailureWords(t));
      if (apiErrorCode(error) === FUND_ERROR_CODES.withdrawPasswordWrong) {
        const left = attemptsLeftOf(error);
        setPasswordRefused(left !== null ? t('attemptsLeft', { count: left }) : text);
      } else setServerError(text);
    },
  });

  const destination = destinations.find((d) => d.key === pick) ?? usable.find((d) => d.usdt === (preferred === 'usdt')) ?? usable[0] ?? destinations[0];
  const held = Boolean(destination?.heldUntil);
  const min = minorOf(info.minAmount);
  // The most that may go now (可託售餘額): the balance less what waits for play and beyond the day's amount (issue 34).
  const balance = minorOf(info.withdrawable);
  const problem = amountProblem(amount, min, balance, 'balance');
  const passwordOk = PASSWORD.test(password);
  const minor = parseMinor(amount);
  // Issue 20 and 33, the terms: once the 24 hours' withdrawals with this one pass 2,500 (every currency in NTD, at
  // the rate the order will use), the SMS code to the bound phone confirms it; an unusable rate asks for it anyway.
  const rateOk = info.currency === 'NTD' || isUsableRate(info.usdtRate);
  const last24Hours = terms.data ? minorOf(terms.data.last24Hours) : 0;
  // Issue 39: with two-factor on, every withdrawal takes the authenticator code (in the SMS code's place).
  const twoFactor = terms.data?.twoFactor ?? false;
  const needsSms = twoFactor || (!problem && minor !== null && (!rateOk || withdrawNeedsSms(toNtdMinor(minor, info.currency, info.usdtRate), last24Hours)));
  const smsOk = !needsSms || SMS_CODE.test(smsCode);
  const usdt = destination?.usdt && minor && !problem ? usdtPreview('withdraw', minor, info.usdtRate) : '';
  const amountMessage = submitted && problem ? t(`fund:amount.${problem}`, { min: shown(info.minAmount), max: shown(info.withdrawable) }) : null;
  const passwordMessage = passwordRefused ?? (submitted && !passwordOk ? t('passwordInvalid') : null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (blocked || held) return;
    setSubmitted(true);
    setServerError(null);
    setPasswordRefused(null);
    if (problem || !passwordOk || !smsOk || !destination || minor === null) return;
    void order.send({ amount: formatMinor(minor), withdrawPassword: password, ...destination.body, ...(needsSms ? { smsCode } : {}) });
  };

  return (
    <form className={styles.panel} onSubmit={submit} noValidate aria-label={t('form')} aria-describedby={blocked ? ids.hint : undefined}>
      <div className={styles.field}>
        <RadioCards
          legend={t('destination')}
          name="destination"
          value={destination?.key}
          onChange={setPick}
          options={destinations.map((d) => ({
            value: d.key,
            label: d.label,
            hint: d.heldUntil ? t('held', { time: formatDateTime(d.heldUntil) }) : d.usdt ? 'USDT' : t('bank'),
          }))}
        />
        <div className={styles.actions}>
          {cards.length ? null : (
            <Button variant="ghost" size="sm" onClick={() => onBind('card')}>
              {t('fund:binding.card')}
            </Button>
          )}
          {info.addresses.length ? null : (
            <Button variant="ghost" size="sm" onClick={() => onBind('address')}>
              {t('fund:binding.address')}
            </Button>
          )}
        </div>
      </div>

      <AmountField
        id={ids.amount}
        label={t('amount')}
        value={amount}
        disabled={blocked}
        invalid={Boolean(amountMessage)}
        describedBy={amountMessage ? `${ids.amount}-error` : undefined}
        onChange={setAmount}
      >
        <p className={styles.hint}>
          {/* Short of the minimum: no "maximum 0.00"; the recall notice above says where the money is (issue 19). */}
          {balance < min ? t('recall:minOnly', { min: shown(info.minAmount) }) : t('amountHint', { min: shown(info.minAmount), max: shown(info.withdrawable) })}
        </p>
        {usdt ? (
          <p className={styles.hint} role="status">
            {t('usdtPreview', { usdt, rate: info.usdtRate })}
          </p>
        ) : null}
        <FormError id={`${ids.amount}-error`}>{amountMessage}</FormError>
        <WithdrawFeeNotice amountMinor={problem ? null : minor} destination={destination?.ref} currency={info.currency} usdtRate={info.usdtRate} balanceMinor={minorOf(info.balance)} />
      </AmountField>

      <div className={styles.field}>
        <label className={styles.label} htmlFor={ids.password}>
          {t('password')}
        </label>
        <input
          id={ids.password}
          className={styles.input}
          type="password"
          inputMode="numeric"
          autoComplete="off"
          maxLength={WITHDRAW_PASSWORD_LENGTH}
          value={password}
          disabled={blocked}
          aria-invalid={passwordMessage ? true : undefined}
          aria-describedby={passwordMessage ? `${ids.password}-error` : undefined}
          onChange={(e) => {
            setPasswordRefused(null);
            setPassword(e.target.value.replace(/\D/g, ''));
          }}
        />
        <FormError id={`${ids.password}-error`}>{passwordMessage}</FormError>
      </div>
      {needsSms ? <WithdrawSmsField value={smsCode} onChange={setSmsCode} invalid={submitted && !smsOk} disabled={blocked} authenticator={twoFactor} /> : null}

      {blocked ? (
        <p id={ids.hint} className={styles.notice}>
          {t('blocked', { remaining: shown(info.turnoverRemaining) })}
        </p>
      ) : held ? (
        <p className={styles.notice} role="status">
          {t('heldWhy')}
        </p>
      ) : null}
      <FormError id={ids.error}>{order.repeated ? t('fund:busy') : serverError}</FormError>
      <OfflineNotice show={order.offline} busy={order.busy} onRetry={() => void order.retry()} />
      <Button type="submit" block disabled={blocked || held} aria-disabled={order.busy || undefined} aria-busy={order.busy}>
        {order.busy ? t('submitting') : t('submit')}
      </Button>
    </form>
  );
}
