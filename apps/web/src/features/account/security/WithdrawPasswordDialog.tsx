import { userWithdrawPassword } from '@site/contract/api/user';
import { WITHDRAW_PASSWORD_LENGTH } from '@site/contract/constants';
import { filterWithdrawPasswordInput, validateWithdrawPassword, validateWithdrawPasswordConfirm } from '@site/contract/rules/account';
import { RULE_MESSAGES, type RuleMessageKey } from '@site/contract/rules/messages';
import { Button } from '@site/ui/button';
import { Dialog } from '@site/ui/dialog';
import { showToast } from '@site/ui/toast-api';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { call } from '../../../shared/api/call';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { useSettingsStore } from '../../../shared/stores/settings';
import styles from '../popups/popups.module.css';
import { useAction } from '../popups/useAction';
import { withdrawPasswordQuery } from './status';

type Field = 'password' | 'confirm';

export interface WithdrawPasswordDialogProps {
  onClose: () => void;
  /** After the password is set (the status query is refreshed first). */
  onDone: () => void;
}

/**
 * Sets the withdrawal password (SPEC 5): exactly 6 digits, typed twice
 * (兩次輸入的密碼不相符 when they differ), PUT /v1/user/security/withdrawPassword
 * with the contract's rules. Focus stays in the dialog and returns on close (ui Dialog).
 */
export default function WithdrawPasswordDialog({ onClose, onDone }: WithdrawPasswordDialogProps) {
  const { t } = useTranslation('account');
  const language = useSettingsStore((s) => s.language);
  const client = useQueryClient();
  const id = useId();
  const [values, setValues] = useState<Record<Field, string>>({ password: '', confirm: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, RuleMessageKey>>>({});
  const text = (key: RuleMessageKey | undefined) => (key ? RULE_MESSAGES[key][language] : null);

  const [saving, save] = useAction(async (body: { withdrawPassword: string; confirmWithdrawPassword: string }) => {
    await call(userWithdrawPassword, { body });
    showToast(t('security.withdrawPassword.done'), { kind: 'success' });
    await client.invalidateQueries({ queryKey: withdrawPasswordQuery().queryKey });
    onDone();
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const next = {
      password: validateWithdrawPassword(values.password) ?? undefined,
      confirm: validateWithdrawPasswordConfirm(values.password, values.confirm) ?? undefined,
    };
    setErrors(next);
    if (next.password || next.confirm || saving) return;
    void save({ withdrawPassword: values.password, confirmWithdrawPassword: values.confirm });
  };

  const field = (name: Field, label: string) => {
    const inputId = `${id}-${name}`;
    const error = errors[name];
    return (
      <div className={styles.field}>
        <label htmlFor={inputId}>{label}</label>
        <input
          id={inputId}
          className={styles.input}
          type="password"
          inputMode="numeric"
          autoComplete="new-password"
          maxLength={WITHDRAW_PASSWORD_LENGTH}
          value={values[name]}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${inputId}-error` : `${id}-hint`}
          onChange={(e) => setValues((v) => ({ ...v, [name]: filterWithdrawPasswordInput(e.target.value) }))}
        />
        {error ? (
          <p id={`${inputId}-error`} className={styles.error}>
            {text(error)}
          </p>
        ) : null}
      </div>
    );
  };

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={t('security.withdrawPassword.dialogTitle')} closeLabel={t('security.close')}>
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <p id={`${id}-hint`} className={styles.hint}>
          {t('security.withdrawPassword.hint')}
        </p>
        {field('password', t('security.withdrawPassword.password'))}
        {field('confirm', t('security.withdrawPassword.confirm'))}
        <Button type="submit" block disabled={saving}>
          {t('security.withdrawPassword.submit')}
        </Button>
      </form>
    </Dialog>
  );
}
