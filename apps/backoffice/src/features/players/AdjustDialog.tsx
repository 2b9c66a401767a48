import type { Adjustment, PlayerFile } from '@site/contract/api/staff-players';
import { useId, useState } from 'react';
import { useAdjustBalance } from '../../api/useAdjustBalance';
import { useTranslation } from '../../i18n/useTranslation';
import { ActionDialog, ReasonField, reasonOk } from './ActionDialog';
import { actionErrorText } from './actionError';
import { money } from './format';

const AMOUNT = /^\d{1,12}(\.\d{1,2})?$/;

/**
 * A credit or debit of the main wallet with a reason (the operator's ledger kinds addCoin / deductCoin). Above
 * the configured four-eyes amount nothing moves yet: the answer is a pending adjustment that a different member
 * decides on the Adjustments page.
 */
export function AdjustDialog({ file, open, onClose, onDone }: { file: PlayerFile; open: boolean; onClose: () => void; onDone: (adjustment: Adjustment) => void }) {
  const { t } = useTranslation('players');
  const id = useId();
  const adjust = useAdjustBalance(file.id);
  const currencies = [...new Set(['NTD', ...file.wallets.filter((w) => w.wallet === 'main').map((w) => w.currency)])];
  const [direction, setDirection] = useState<'credit' | 'debit'>('credit');
  const [currency, setCurrency] = useState('NTD');
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const amountOk = AMOUNT.test(amount.trim()) && /[1-9]/.test(amount);
  const main = file.wallets.find((w) => w.wallet === 'main' && w.currency === currency);
  const reset = () => {
    setAmount('');
    setReason('');
    setTried(false);
  };
  const close = () => {
    reset();
    adjust.reset();
    onClose();
  };
  const submit = () => {
    setTried(true);
    if (!amountOk || !reasonOk(reason)) return;
    adjust.mutate({ direction, currency, amount: amount.trim(), reason: reason.trim() }, { onSuccess: (answer) => { reset(); onDone(answer); } });
  };
  return (
    <ActionDialog
      open={open} onClose={close} title={t('adjust.title', { account: file.account })} description={t('adjust.description')}
      submitLabel={t(`adjust.submit.${direction}`)} danger={direction === 'debit'} pending={adjust.isPending}
      error={adjust.isError ? actionErrorText(adjust.error, t) : null} onSubmit={submit}
    >
      <fieldset className="bo-pf-fieldset bo-pf-fieldset--row">
        <legend>{t('adjust.direction')}</legend>
        {(['credit', 'debit'] as const).map((value) => (
          <label key={value} className="bo-check">
            <input type="radio" name="direction" value={value} checked={direction === value} onChange={() => setDirection(value)} />
            <span>{t(`adjust.directions.${value}`)}</span>
          </label>
        ))}
      </fieldset>
      <label className="bo-field">
        <span>{t('adjust.currency')}</span>
        <select value={currency} onChange={(event) => setCurrency(event.target.value)}>
          {currencies.map((code) => <option key={code} value={code}>{code}</option>)}
        </select>
      </label>
      <p className="bo-pf-muted">{t('adjust.balance', { balance: money(main?.balance ?? '0', currency) })}</p>
      <div className="bo-field">
        <label htmlFor={`${id}-amount`}>{t('adjust.amount')}</label>
        <input
          id={`${id}-amount`} inputMode="decimal" value={amount} maxLength={15} onChange={(event) => setAmount(event.target.value)}
          aria-invalid={(tried && !amountOk) || undefined} aria-describedby={tried && !amountOk ? `${id}-amount-hint` : undefined}
        />
        {tried && !amountOk && <span id={`${id}-amount-hint`} className="bo-error">{t('adjust.amountHint')}</span>}
      </div>
      <ReasonField value={reason} onChange={setReason} invalid={tried && !reasonOk(reason)} />
    </ActionDialog>
  );
}
