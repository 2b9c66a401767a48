import { WITHDRAW_PASSWORD_LENGTH } from '@site/contract/constants';
import { validateWithdrawPassword, validateWithdrawPasswordConfirm } from '@site/contract/rules/account';
import { apiErrorCode } from '@site/client/errors';
import { FUND_ERROR_CODES } from '@site/contract/codes/fund';
import { useId, useState, type FormEvent } from 'react';
import { useSetWithdrawPassword, useWithdrawPasswordSet } from '../api/useWithdrawPassword';
import { useTranslation } from '../i18n/useTranslation';
import styles from './fund.module.css';
import local from './WithdrawPasswordField.module.css';
import { TextField } from './TextField';
import { useRuleText } from './ruleText';
import { useSingleFlight, type SingleFlight } from './useSingleFlight';

const PASSWORD = new RegExp(`^\\d{${WITHDRAW_PASSWORD_LENGTH}}$`);

/** Whether a typed withdrawal password has the contract's shape (6 digits). */
export const withdrawPasswordOk = (value: string) => PASSWORD.test(value);

export type WithdrawProof = ReturnType<typeof useWithdrawProof>;

/**
 * The withdrawal password that proves a new bank card or wallet address (issue 17): a new place for
 * money to go is not bound on a session alone. A player who has none yet (a first deposit, issue 34)
 * sets it here, typed twice and checked with the contract's rules (the account dialog's own call, so
 * a trivial password is refused the same way), instead of being sent away to the account page.
 * `send()` sets it first when needed and sends the binding with it.
 */
export function useWithdrawProof() {
  const isSet = useWithdrawPasswordSet();
  const setPassword = useSetWithdrawPassword();
  const [value, setValue] = useState('');
  const [confirm, setConfirm] = useState('');
  /** The server said there is none after all (031009, a race): set it here. */
  const [missing, setMissing] = useState(false);
  const creating = isSet.data === false || missing;
  const markMissing = () => {
    setMissing(true);
    void isSet.refetch();
  };
  const problem = creating ? validateWithdrawPassword(value) : withdrawPasswordOk(value) ? null : 'rules.withdrawPassword';
  const confirmProblem = creating && !problem ? validateWithdrawPasswordConfirm(value, confirm) : null;
  return {
    creating,
    value,
    confirm,
    setValue,
    setConfirm,
    problem,
    confirmProblem,
    ok: isSet.data !== undefined && !problem && !confirmProblem,
    markMissing,
    /**
     * Sends a binding this password proves, one at a time (the form's single flight): the password
     * set first when needed; after a try it is emptied (typed once per try), and the server's "none
     * set" (031009) turns the field into the two of a new one.
     */
    send: async <T,>(flight: SingleFlight, call: (withdrawPassword: string) => Promise<T>) => {
      const result = await flight.run(async () => {
        if (creating) await setPassword.mutateAsync({ withdrawPassword: value, confirmWithdrawPassword: confirm });
        setMissing(false);
        return call(value);
      });
      if (!result) return result;
      setValue('');
      setConfirm('');
      if (!result.ok && apiErrorCode(result.error) === FUND_ERROR_CODES.withdrawPasswordMissing) markMissing();
      return result;
    },
  };
}

interface DigitsFieldProps {
  id: string;
  label: string;
  hint?: string;
  value: string;
  onChange: (v: string) => void;
  problem: string | null;
  /** 'new-password' where one is chosen, so a password manager offers to keep it. */
  autoComplete: 'off' | 'new-password';
}

function DigitsField({ onChange, ...field }: DigitsFieldProps) {
  return (
    <TextField
      {...field}
      type="password"
      inputMode="numeric"
      maxLength={WITHDRAW_PASSWORD_LENGTH}
      onChange={(e) => onChange(e.target.value.replace(/\D/g, ''))}
    />
  );
}

/** The proof field, or the two fields of a first withdrawal password with why it is asked here. */
export function WithdrawPasswordField({ proof, showProblem }: { proof: WithdrawProof; showProblem: boolean }) {
  const { t } = useTranslation('fund');
  const rule = useRuleText();
  const id = useId();
  const problem = showProblem && proof.problem ? (proof.creating ? rule(proof.problem) : t('proof.invalid')) : null;
  if (!proof.creating) {
    return <DigitsField id={id} label={t('proof.password')} hint={t('proof.hint')} value={proof.value} onChange={proof.setValue} problem={problem} autoComplete="off" />;
  }
  return (
    <fieldset className={local.group}>
      <legend className={styles.label}>{t('proof.newTitle')}</legend>
      <p className={styles.hint}>{t('proof.newWhy')}</p>
      <DigitsField id={id} label={t('proof.newPassword')} hint={t('proof.newHint')} value={proof.value} onChange={proof.setValue} problem={problem} autoComplete="new-password" />
      <DigitsField
        id={`${id}-confirm`}
        label={t('proof.confirm')}
        autoComplete="new-password"
        value={proof.confirm}
        onChange={proof.setConfirm}
        problem={showProblem && proof.confirmProblem ? rule(proof.confirmProblem) : null}
      />
    </fieldset>
  );
}

/**
 * A binding form proved by the withdrawal password (wallet address, bank card): `send` on submit
 * shows the fields' problems, and when `valid` and the password fits sends once with it
 * (proof.send); after a try the emptied password is not a mistake of the player's, so the
 * problems hide again. `serverError` is the form's own refusal.
 */
export function useProvedForm() {
  const flight = useSingleFlight();
  const proof = useWithdrawProof();
  const [submitted, setSubmitted] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const send = async <T,>(event: FormEvent, valid: boolean, call: (withdrawPassword: string) => Promise<T>) => {
    event.preventDefault();
    setSubmitted(true);
    setServerError(null);
    if (!valid || !proof.ok) return null;
    const result = await proof.send(flight, call);
    if (result) setSubmitted(false);
    return result;
  };
  return { flight, proof, submitted, serverError, setServerError, send };
}
