import { WITHDRAW_PASSWORD_LENGTH } from '@site/contract/constants';
import { filterPasswordInput, filterWithdrawPasswordInput } from '@site/contract/rules/account';
import { PasswordField } from '../../../shared/forms/Field';
import { useFormMessages } from '../../../shared/forms/messages';
import type { FieldBinding } from '../../../shared/forms/useForm';

export interface AccountPasswordFieldProps {
  label: string;
  field: FieldBinding<string>;
  /** The login password the browser keeps ('current') or a new one. */
  purpose: 'current' | 'new';
  hint?: string;
  /** The rule in short, inside the empty field (the error says it in full). */
  placeholder?: string;
}

/** A login password (SPEC 5: 6-18, a letter and a digit) with show/hide; the browser's manager does the remembering. */
export function LoginPasswordField({ label, field, purpose, hint, placeholder }: AccountPasswordFieldProps) {
  const { t, message } = useFormMessages('accountPopups');
  return (
    <PasswordField
      label={label}
      field={field}
      errorText={message(field.error)}
      filter={filterPasswordInput}
      autoComplete={purpose === 'current' ? 'current-password' : 'new-password'}
      maxLength={18}
      hint={hint}
      placeholder={placeholder}
      showLabel={t('fields.showPassword')}
      hideLabel={t('fields.hidePassword')}
    />
  );
}

/** A withdrawal password (SPEC 5: exactly 6 digits), digits only as typed. */
export function WithdrawPasswordField({ label, field, hint, placeholder }: Omit<AccountPasswordFieldProps, 'purpose'>) {
  const { t, message } = useFormMessages('accountPopups');
  return (
    <PasswordField
      label={label}
      field={field}
      errorText={message(field.error)}
      filter={filterWithdrawPasswordInput}
      inputMode="numeric"
      autoComplete="new-password"
      maxLength={WITHDRAW_PASSWORD_LENGTH}
      hint={hint}
      placeholder={placeholder}
      showLabel={t('fields.showPassword')}
      hideLabel={t('fields.hidePassword')}
    />
  );
}
