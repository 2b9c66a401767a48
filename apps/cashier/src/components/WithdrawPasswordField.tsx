import { WITHDRAW_PASSWORD_LENGTH } from '@site/contract/constants';
import type { FrameToHost } from '@site/contract/frame';
import { Button } from '@site/ui/button';
import { useId } from 'react';
import { useCashier } from '../app/session';
import { useTranslation } from '../i18n/useTranslation';
import styles from './fund.module.css';
import { FormError } from './FormMessage';

const PASSWORD = new RegExp(`^\\d{${WITHDRAW_PASSWORD_LENGTH}}$`);

/** The host's account screen with its withdrawal-password dialog open: /mine/account?openDialog=popupWithDrawPwdBind. */
export const SET_WITHDRAW_PASSWORD_LINK = { type: 'navigate', to: 'Account', query: { openDialog: 'popupWithDrawPwdBind' } } as const satisfies FrameToHost;

/** Whether a typed withdrawal password has the contract's shape (6 digits). */
export const withdrawPasswordOk = (value: string) => PASSWORD.test(value);

/**
 * The withdrawal password that proves a new bank card or wallet address (issue 17): a new place
 * for money to go is not bound on a session alone. Counted with the withdrawal's wrong guesses.
 * `missing`: the server said the player has none yet (031009), so the way to set one is offered
 * (a first deposit needs a binding, and a new player has no withdrawal password).
 */
export function WithdrawPasswordField({
  value,
  onChange,
  showProblem,
  missing = false,
}: {
  value: string;
  onChange: (value: string) => void;
  showProblem: boolean;
  missing?: boolean;
}) {
  const { t } = useTranslation('fund');
  const { post } = useCashier();
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
      {missing ? (
        <Button variant="secondary" onClick={() => post(SET_WITHDRAW_PASSWORD_LINK)}>
          {t('proof.set')}
        </Button>
      ) : null}
    </div>
  );
}
