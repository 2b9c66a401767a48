import { FUND_ERROR_CODES } from '@site/contract/codes/fund';
import { hasInvisibleCharacters } from '@site/contract/rules/invisible';
import { Button } from '@site/ui/button';
import { useId, useState, type FormEvent } from 'react';
import { useCashier } from '../../app/session';
import { useBindWalletAddress } from '../../api/useBindWalletAddress';
import { apiErrorCode, apiErrorText } from '@site/client/errors';
import { fundFailureWords } from '../../i18n/failureWords';
import styles from '../../components/fund.module.css';
import { FormError } from '../../components/FormMessage';
import { useSingleFlight } from '../../components/useSingleFlight';
import { useWithdrawProof, WithdrawPasswordField } from '../../components/WithdrawPasswordField';
import { useTranslation } from '../../i18n/useTranslation';
import { addressProblem, walletNameOk } from './address';

/**
 * The new-address form (SPEC 3): the TRC-20 address checked with its checksum, a wallet name and the
 * withdrawal password that proves it, set here first when the player has none (issue 34). What was
 * typed stays on a refusal; `onBound` after the address is bound (the deposit's checklist closes it).
 */
export function BindAddressForm({ onBound, headingLevel = 2 }: { onBound?: () => void; headingLevel?: 2 | 3 }) {
  const { t } = useTranslation('bindAddress');
  useTranslation('fund');
  const { post } = useCashier();
  const ids = { address: useId(), name: useId(), error: useId() };
  const bind = useBindWalletAddress();
  const flight = useSingleFlight();
  const proof = useWithdrawProof();
  const [address, setAddress] = useState('');
  const [name, setName] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);

  const aProblem = addressProblem(address);
  const nameProblem = walletNameOk(name.trim()) ? null : hasInvisibleCharacters(name) ? 'invisible' : 'name';
  const shownAddress = submitted && aProblem ? t(`error.${aProblem}`) : null;
  const shownName = submitted && nameProblem ? t(`error.${nameProblem}`) : null;
  const Heading = `h${headingLevel}` as const;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setServerError(null);
    if (aProblem || nameProblem || !proof.ok) return;
    const result = await flight.run(async () => bind.mutateAsync({ address: address.trim(), name: name.trim(), withdrawPassword: await proof.ready() }));
    if (!result) return;
    // Typed once per try; the emptied field is not a mistake of the player's (no 'required' under it).
    proof.clear();
    setSubmitted(false);
    if (result.ok) {
      post({ type: 'toast', kind: 'success', message: t('bound') });
      setAddress('');
      setName('');
      onBound?.();
    } else {
      if (apiErrorCode(result.error) === FUND_ERROR_CODES.withdrawPasswordMissing) proof.markMissing();
      setServerError(apiErrorText(result.error, fundFailureWords(t)));
    }
  };

  return (
    <form className={styles.panel} onSubmit={(e) => void submit(e)} noValidate aria-label={t('form')}>
      <Heading className={styles.title}>{t('form')}</Heading>
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
      <WithdrawPasswordField proof={proof} showProblem={submitted} />
      <FormError id={ids.error}>{flight.repeated ? t('fund:busy') : serverError}</FormError>
      <Button type="submit" block aria-disabled={flight.busy || undefined} aria-busy={flight.busy}>
        {flight.busy ? t('submitting') : t('submit')}
      </Button>
    </form>
  );
}
