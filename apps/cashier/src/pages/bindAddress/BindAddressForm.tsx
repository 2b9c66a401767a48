import { hasInvisibleCharacters } from '@site/contract/rules/invisible';
import { useId, useState, type FormEvent } from 'react';
import { useCashier } from '../../app/session';
import { useBindWalletAddress } from '../../api/useBindWalletAddress';
import { apiErrorText } from '@site/client/errors';
import { fundFailureWords } from '../../i18n/failureWords';
import styles from '../../components/fund.module.css';
import { SubmitFoot } from '../../components/SubmitFoot';
import { TextField } from '../../components/TextField';
import { useProvedForm, WithdrawPasswordField } from '../../components/WithdrawPasswordField';
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
  const { flight, proof, submitted, serverError, setServerError, send } = useProvedForm();
  const [address, setAddress] = useState('');
  const [name, setName] = useState('');

  const aProblem = addressProblem(address);
  const nameProblem = walletNameOk(name.trim()) ? null : hasInvisibleCharacters(name) ? 'invisible' : 'name';
  const shownAddress = submitted && aProblem ? t(`error.${aProblem}`) : null;
  const shownName = submitted && nameProblem ? t(`error.${nameProblem}`) : null;
  const Heading = `h${headingLevel}` as const;

  const submit = async (event: FormEvent) => {
    const result = await send(event, !aProblem && !nameProblem, (withdrawPassword) => bind.mutateAsync({ address: address.trim(), name: name.trim(), withdrawPassword }));
    if (!result) return;
    if (result.ok) {
      post({ type: 'toast', kind: 'success', message: t('bound') });
      setAddress('');
      setName('');
      onBound?.();
    } else {
      setServerError(apiErrorText(result.error, fundFailureWords(t)));
    }
  };

  return (
    <form className={styles.panel} onSubmit={(e) => void submit(e)} noValidate aria-label={t('form')}>
      <Heading className={styles.title}>{t('form')}</Heading>
      <p className={styles.hint}>{t('trc20Only')}</p>
      <TextField
        id={ids.address}
        label={t('address')}
        problem={shownAddress}
        className={`${styles.input} ${styles.mono}`}
        value={address}
        autoComplete="off"
        spellCheck={false}
        maxLength={64}
        onChange={(e) => setAddress(e.target.value)}
      />
      <TextField id={ids.name} label={t('name')} problem={shownName} value={name} maxLength={30} autoComplete="off" onChange={(e) => setName(e.target.value)} />
      <WithdrawPasswordField proof={proof} showProblem={submitted} />
      <SubmitFoot errorId={ids.error} error={serverError} flight={flight} busyLabel={t('submitting')} label={t('submit')} />
    </form>
  );
}
