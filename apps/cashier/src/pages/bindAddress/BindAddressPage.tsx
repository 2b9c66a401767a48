import { FUND_ERROR_CODES } from '@site/contract/codes/fund';
import { hasInvisibleCharacters } from '@site/contract/rules/invisible';
import { formatDateTime } from '@site/contract/rules/format';
import { Button } from '@site/ui/button';
import { Skeleton } from '@site/ui/skeleton';
import { useId, useState, type FormEvent } from 'react';
import { useCashier } from '../../app/session';
import { useBindWalletAddress } from '../../api/useBindWalletAddress';
import { useWalletAddresses } from '../../api/useWalletAddresses';
import { apiErrorCode, apiErrorText } from '@site/client/errors';
import { fundFailureWords } from '../../i18n/failureWords';
import styles from '../../components/fund.module.css';
import { FormError } from '../../components/FormMessage';
import { useSingleFlight } from '../../components/useSingleFlight';
import { WithdrawPasswordField, withdrawPasswordOk } from '../../components/WithdrawPasswordField';
import { useTranslation } from '../../i18n/useTranslation';
import type { PageProps } from '../page-props';
import { addressProblem, walletNameOk } from './address';

/** Bind a TRC-20 wallet address (SPEC 3): address checked with its checksum, a wallet name, the bound list. Bound at once, no review. */
export function BindAddressPage(_props: PageProps<'bindAddress'>) {
  const { t } = useTranslation('bindAddress');
  useTranslation('fund');
  useTranslation('withdraw');
  const { post } = useCashier();
  const ids = { address: useId(), name: useId(), error: useId() };
  const addresses = useWalletAddresses();
  const bind = useBindWalletAddress();
  const flight = useSingleFlight();
  const [address, setAddress] = useState('');
  const [name, setName] = useState('');
  const [withdrawPassword, setWithdrawPassword] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const [passwordMissing, setPasswordMissing] = useState(false);

  const aProblem = addressProblem(address);
  const nameProblem = walletNameOk(name.trim()) ? null : hasInvisibleCharacters(name) ? 'invisible' : 'name';
  const shownAddress = submitted && aProblem ? t(`error.${aProblem}`) : null;
  const shownName = submitted && nameProblem ? t(`error.${nameProblem}`) : null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setServerError(null);
    if (aProblem || nameProblem || !withdrawPasswordOk(withdrawPassword)) return;
    const result = await flight.run(() => bind.mutateAsync({ address: address.trim(), name: name.trim(), withdrawPassword }));
    if (!result) return;
    // Typed once per try; the emptied field is not a mistake of the player's (no 'required' under it).
    setWithdrawPassword('');
    setSubmitted(false);
    if (result.ok) {
      post({ type: 'toast', kind: 'success', message: t('bound') });
      setAddress('');
      setName('');
      setSubmitted(false);
    } else {
      setPasswordMissing(apiErrorCode(result.error) === FUND_ERROR_CODES.withdrawPasswordMissing);
      setServerError(apiErrorText(result.error, fundFailureWords(t)));
    }
  };

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('title')}</h1>
      <section aria-label={t('list')}>
        {addresses.data ? (
          addresses.data.length ? (
            <ul className={styles.list}>
              {addresses.data.map((a) => (
                <li key={a.id} className={styles.item}>
                  <strong>{a.name}</strong>
                  <span className={styles.muted}>{a.network}</span>
                  <span className={`${styles.mono} ${styles.muted} ${styles.span}`}>{a.address}</span>
                  <span className={styles.muted}>{a.usableFrom ? t('withdraw:held', { time: formatDateTime(a.usableFrom) }) : formatDateTime(a.createdAt)}</span>
                </li>
              ))}
            </ul>
          ) : (
            <p className={styles.hint}>{t('none')}</p>
          )
        ) : addresses.isError ? (
          <div role="alert" className={styles.actions}>
            <p className={styles.hint}>{t('fund:loadFailed')}</p>
            <Button variant="ghost" onClick={() => void addresses.refetch()}>
              {t('retry')}
            </Button>
          </div>
        ) : (
          <Skeleton height={56} />
        )}
      </section>

      <form className={styles.panel} onSubmit={(e) => void submit(e)} noValidate aria-label={t('form')}>
        <h2 className={styles.title}>{t('form')}</h2>
        <p className={styles.hint}>{t('trc20Only')}</p>
        <div className={styles.field}>
          <label className={styles.label} htmlFor={ids.address}>
            {t('address')}
          </label>
          <input
            id={ids.address}
            className={`${styles.input} ${styles.mono}`}
            value={address}
            autoComplete="off"
            spellCheck={false}
            maxLength={64}
            aria-invalid={shownAddress ? true : undefined}
            aria-describedby={shownAddress ? `${ids.address}-error` : undefined}
            onChange={(e) => setAddress(e.target.value)}
          />
          <FormError id={`${ids.address}-error`}>{shownAddress}</FormError>
        </div>
        <div className={styles.field}>
          <label className={styles.label} htmlFor={ids.name}>
            {t('name')}
          </label>
          <input
            id={ids.name}
            className={styles.input}
            value={name}
            maxLength={30}
            autoComplete="off"
            aria-invalid={shownName ? true : undefined}
            aria-describedby={shownName ? `${ids.name}-error` : undefined}
            onChange={(e) => setName(e.target.value)}
          />
          <FormError id={`${ids.name}-error`}>{shownName}</FormError>
        </div>
        <WithdrawPasswordField value={withdrawPassword} onChange={setWithdrawPassword} showProblem={submitted} missing={passwordMissing} />
        <FormError id={ids.error}>{flight.repeated ? t('fund:busy') : serverError}</FormError>
        <Button type="submit" block aria-disabled={flight.busy || undefined} aria-busy={flight.busy}>
          {flight.busy ? t('submitting') : t('submit')}
        </Button>
      </form>
    </div>
  );
}
