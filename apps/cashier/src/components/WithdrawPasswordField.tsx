import { WITHDRAW_PASSWORD_LENGTH } from '@site/contract/constants';
import { validateWithdrawPassword, validateWithdrawPasswordConfirm } from '@site/contract/rules/account';
import { useId, useState } from 'react';
import { useSetWithdrawPassword, useWithdrawPasswordSet } from '../api/useWithdrawPassword';
import { useTranslation } from '../i18n/useTranslation';
import styles from './fund.module.css';
import local from './WithdrawPasswordField.module.css';
import { FormError } from './FormMessage';
import { useRuleText } from './ruleText';

const PASSWORD = new RegExp(`^\\d{${WITHDRAW_PASSWORD_LENGTH}}$`);

/** Whether a typed withdrawal password has the contract's shape (6 digits). */
export const withdrawPasswordOk = (value: string) => PASSWORD.test(value);

export type WithdrawProof = ReturnType<typeof useWithdrawProof>;

/**
 * The withdrawal password that proves a new bank card or wallet address (issue 17): a new place for
 * money to go is not bound on a session alone. A player who has none yet (a first deposit, issue 34)
 * sets it here, typed twice and checked with the contract's rules (the account dialog's own call, so
 * a trivial password is refused the same way), instead of being sent away to the account page.
 * `ready()` sets it first when needed and answers the password to send, or throws the call's failure.
 */
export function useWithdrawProof() {
  const isSet = useWithdrawPasswordSet();
  const setPassword = useSetWithdrawPassword();
  const [value, setValue] = useState('');
  const [confirm, setConfirm] = useState('');
  /** The server said there is none after all (031009, a race): set it here. */
  const [missing, setMissing] = useState(false);
  const creating = isSet.data === false || missing;
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
    ready: async (): Promise<string> => {
      if (creating) await setPassword.mutateAsync({ withdrawPassword: value, confirmWithdrawPassword: confirm });
      setMissing(false);
      return value;
    },
    /** After a try: typed once per try. */
    clear: () => {
      setValue('');
      setConfirm('');
    },
    markMissing: () => {
      setMissing(true);
      void isSet.refetch();
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

function DigitsField({ id, label, hint, value, onChange, problem, autoComplete }: DigitsFieldProps) {
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className={styles.input}
        type="password"
        inputMode="numeric"
        autoComplete={autoComplete}
        maxLength={WITHDRAW_PASSWORD_LENGTH}
        value={value}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${id}-error` : hint ? `${id}-hint` : undefined}
        onChange={(e) => onChange(e.target.value.replace(/\D/g, ''))}
      />
      {hint ? (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      <FormError id={`${id}-error`}>{problem}</FormError>
    </div>
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
