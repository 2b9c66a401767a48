import { WITHDRAW_PASSWORD_LENGTH } from '@site/contract/constants';
import { useId } from 'react';
import { useTranslation } from '../i18n/useTranslation';
import styles from './fund.module.css';
import { FormError } from './FormMessage';

const PASSWORD = new RegExp(`^\\d{${WITHDRAW_PASSWORD_LENGTH}}$`);

/** Whether a typed withdrawal password has the contract's shape (6 digits). */
export const withdrawPasswordOk = (value: string) => PASSWORD.test(value);

/**
 * The withdrawal password that proves a new bank card or wallet address (issue 17): a new place
 * for money to go is not bound on a session alone. Counted with the withdrawal's wrong guesses.
 */
export function WithdrawPasswordField({ value, onChange, showProblem }: { value: string; onChange: (value: string) => void; showProblem: boolean }) {
  const t = useTranslation('fund');
  const id = useId();
  const problem = showProblem && !withdrawPasswordOk(value) ? t('proof.invalid') : null;
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {t('proof.password')}
      </label>
      <input
        id={id}
        className={styles.input}
        type="password"
        inputMode="numeric"
        autoComplete="off"
        maxLength={WITHDRAW_PASSWORD_LENGTH}
        value={value}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${id}-error` : `${id}-hint`}
        onChange={(e) => onChange(e.target.value.replace(/\D/g, ''))}
      />
      <p id={`${id}-hint`} className={styles.hint}>
        {t('proof.hint')}
      </p>
      <FormError id={`${id}-error`}>{problem}</FormError>
    </div>
  );
}
