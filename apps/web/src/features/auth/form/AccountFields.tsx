import { filterPasswordInput, filterUsernameInput } from '@site/contract/rules/account';
import { useAuthT } from '../i18n/messages';
import { PasswordField, TextField } from '../../../shared/forms/Field';
import type { FieldBinding } from '../../../shared/forms/useForm';

interface AccountFieldProps {
  field: FieldBinding<string>;
  /** The field's error as validators give it (a SPEC 5 message key); translated here. */
  error: string | null | undefined;
}

/** The account name as every auth form asks for it (SPEC 5: 5-18 letters and digits). */
export function UsernameField({ field, error }: AccountFieldProps) {
  const { t, message } = useAuthT();
  return (
    <TextField
      label={t('fields.username')}
      field={field}
      errorText={message(error)}
      filter={filterUsernameInput}
      autoComplete="username"
      autoCapitalize="off"
      spellCheck={false}
      maxLength={18}
      placeholder={t('fields.usernamePlaceholder')}
    />
  );
}

interface SitePasswordFieldProps extends AccountFieldProps {
  label: string;
  /** A new password (register, reset) or the one the browser keeps for this site (login). */
  purpose: 'current' | 'new' | 'confirm';
}

/** A login password (SPEC 5: 6-18 with a letter and a digit); the browser's manager does the remembering. */
export function SitePasswordField({ label, field, error, purpose }: SitePasswordFieldProps) {
  const { t, message } = useAuthT();
  return (
    <PasswordField
      label={label}
      field={field}
      errorText={message(error)}
      filter={filterPasswordInput}
      autoComplete={purpose === 'current' ? 'current-password' : 'new-password'}
      maxLength={18}
      placeholder={t(purpose === 'confirm' ? 'fields.confirmPasswordPlaceholder' : 'fields.passwordPlaceholder')}
      showLabel={t('fields.showPassword')}
      hideLabel={t('fields.hidePassword')}
    />
  );
}
