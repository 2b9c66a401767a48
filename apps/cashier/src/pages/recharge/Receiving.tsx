import { txHashInput, type DepositOrder } from '@site/contract/api/fund';
import { formatDateTime } from '@site/contract/rules/format';
import { Button } from '@site/ui/button';
import { useId, useState, type FormEvent } from 'react';
import { useSubmitTxHash } from '../../api/useSubmitTxHash';
import { apiErrorText } from '@site/client/errors';
import { fundFailureWords } from '../../i18n/failureWords';
import { CopyField, FundCopyButton } from '../../components/CopyField';
import styles from '../../components/fund.module.css';
import { FormError } from '../../components/FormMessage';
import { QrCode } from '@site/ui/qr-code';
import { shown } from '../../components/money';
import { useSingleFlight } from '../../components/useSingleFlight';
import { useTranslation } from '../../i18n/useTranslation';

type Receiving = DepositOrder['receiving'];

/** Bank transfer: the card the money must come from (SPEC 5), then the receiving account, each part copyable. */
export function BankReceiving({ bank, fromCard }: { bank: NonNullable<Receiving['bank']>; fromCard: string | null }) {
  const { t } = useTranslation('recharge');
  return (
    <section className={styles.panel} aria-label={t('bank.title')}>
      <h3 className={styles.title}>{t('bank.title')}</h3>
      {fromCard ? <p className={styles.hint}>{t('bank.from', { card: fromCard })}</p> : null}
      <dl className={styles.copyList}>
        <CopyField label={t('bank.bankName')} value={bank.bankName} />
        <CopyField label={t('bank.branch')} value={bank.branch} />
        <CopyField label={t('bank.accountName')} value={bank.accountName} />
        <CopyField label={t('bank.accountNo')} value={bank.accountNo} mono />
      </dl>
    </section>
  );
}

/** USDT on TRC-20: the address as text and QR, the USDT amount and its NTD value at the rate, then the transaction hash. */
export function UsdtReceiving({ order, usdt }: { order: DepositOrder; usdt: NonNullable<Receiving['usdt']> }) {
  const { t } = useTranslation('recharge');
  return (
    <section className={styles.panel} aria-label={t('usdt.title')}>
      <h3 className={styles.title}>{t('usdt.title')}</h3>
      <p className={styles.hint}>{t('usdt.network')}</p>
      <div style={{ display: 'flex', justifyContent: 'center' }}>
        <QrCode value={usdt.address} label={t('usdt.qr')} />
      </div>
      <dl className={styles.copyList}>
        <CopyField label={t('usdt.address')} value={usdt.address} mono />
        <CopyField label={t('usdt.amount')} value={usdt.usdtAmount} large />
      </dl>
      <p className={styles.hint}>{t('usdt.value', { ntd: `${order.currency} ${shown(order.amount)}`, rate: usdt.rate })}</p>
      {order.txHash ? (
        <p className={styles.hint}>
          {t('usdt.hashSent')} <span className={styles.mono}>{order.txHash}</span>
        </p>
      ) : (
        <TxHashForm orderNo={order.orderNo} />
      )}
    </section>
  );
}

function TxHashForm({ orderNo }: { orderNo: string }) {
  const { t } = useTranslation('recharge');
  const ids = { hash: useId(), error: useId(), hint: useId() };
  const submitHash = useSubmitTxHash();
  const flight = useSingleFlight();
  const [hash, setHash] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const value = hash.trim();
    // The contract's schema: 64 hex characters, 0x allowed.
    if (!txHashInput.safeParse(value).success) {
      setError(t(value ? 'usdt.hashInvalid' : 'usdt.hashRequired'));
      return;
    }
    const result = await flight.run(() => submitHash.mutateAsync({ orderNo, txHash: value }));
    if (result && !result.ok) setError(apiErrorText(result.error, fundFailureWords(t)));
  };
  const message = flight.repeated ? t('fund:busy') : error;

  return (
    <form className={styles.field} onSubmit={(e) => void submit(e)} noValidate aria-label={t('usdt.hashForm')}>
      <label className={styles.label} htmlFor={ids.hash}>
        {t('usdt.hash')}
      </label>
      <input
        id={ids.hash}
        className={`${styles.input} ${styles.mono}`}
        autoComplete="off"
        spellCheck={false}
        value={hash}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${ids.hint}${message ? ` ${ids.error}` : ''}`}
        onChange={(e) => setHash(e.target.value)}
      />
      <p id={ids.hint} className={styles.hint}>
        {t('usdt.hashHint')}
      </p>
      <FormError id={ids.error}>{message}</FormError>
      <Button type="submit" variant="secondary" aria-disabled={flight.busy || undefined}>
        {t('usdt.hashSubmit')}
      </Button>
    </form>
  );
}

/** Convenience store: the 14-digit payment code, large and copyable, with its expiry. */
export function StoreReceiving({ store }: { store: NonNullable<Receiving['store']> }) {
  const { t } = useTranslation('recharge');
  // Grouped by four for reading aloud at the counter; the copy is the bare digits.
  const grouped = store.paymentCode.replace(/(\d{4})(?=\d)/g, '$1 ');
  return (
    <section className={styles.panel} aria-label={t('store.title')}>
      <h3 className={styles.title}>{t('store.title')}</h3>
      <div className={styles.copyField}>
        <span className={styles.copyLabel}>{t('store.code')}</span>
        <div className={styles.copyValueRow}>
          <span className={`${styles.copyValue} ${styles.large}`}>
            {grouped}
          </span>
          <FundCopyButton value={store.paymentCode} what={t('store.code')} />
        </div>
      </div>
      <p className={styles.hint}>{t('store.expires', { time: formatDateTime(store.expiresAt) })}</p>
    </section>
  );
}
