import { Select } from '@site/ui/fields';
import { LIMIT_PERIODS, type LimitPeriod } from '@site/contract/api/protection';
import { Button } from '@site/ui/button';
import { Dialog } from '@site/ui/dialog';
import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useFormFailure } from '../../../shared/forms/failure';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { useLimitsOffer } from '../api/useLimitsOffer';
import { useSetDepositLimit } from '../api/useSetDepositLimit';
import styles from '../exclusion.module.css';
import { PROTECTION_ADDRESSES } from '../paths';
import base from '../protection.module.css';
import { DialogField } from './DialogField';

/**
 * The deposit-limit offer, once per account after registration and before the first deposit: set a
 * limit here (the deposit-limit call) or skip. Either answer, or closing, is recorded by the server,
 * so the offer is not shown again, on this device or another.
 */
export function LimitsOfferDialog() {
  const { t } = useTranslation(['exclusion', 'protection', 'forms']);
  const { failureText } = useFormFailure();
  const [open, setOpen] = useState(true);
  const [period, setPeriod] = useState<LimitPeriod>('day');
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string | null>(null);
  const offer = useLimitsOffer();
  const setLimit = useSetDepositLimit();
  const id = useId();

  const skip = () => {
    setOpen(false);
    offer.mutate('skipped');
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setLimit.mutate(
      { period, amount: amount.trim() },
      {
        onSuccess: () => {
          setOpen(false);
          offer.mutate('set');
        },
        onError: (e) => setError(failureText(e, { orNetwork: true })),
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? setOpen(true) : skip())} title={t('offer.title')} closeLabel={t('offer.close')} description={t('offer.body')}>
      <form className={styles.dialogForm} onSubmit={onSubmit} noValidate>
        <label className={base.label} htmlFor={`${id}-period`}>
          {t('offer.period')}
        </label>
        <Select id={`${id}-period`} value={period} onChange={(e) => setPeriod(e.target.value as LimitPeriod)}>
          {LIMIT_PERIODS.map((p) => (
            <option key={p} value={p}>
              {t(`protection:period.${p}`)}
            </option>
          ))}
        </Select>
        <DialogField id={`${id}-amount`} label={t('offer.amount')} error={error} inputMode="decimal" value={amount} onChange={(e) => setAmount(e.target.value)} />
        <div className={base.actions}>
          <Button type="submit" disabled={setLimit.isPending || amount.trim() === ''}>
            {t('offer.set')}
          </Button>
          <Button variant="secondary" onClick={skip}>
            {t('offer.skip')}
          </Button>
        </div>
        <Link to={PROTECTION_ADDRESSES.protection.path} onClick={skip}>
          {t('offer.more')}
        </Link>
      </form>
    </Dialog>
  );
}
