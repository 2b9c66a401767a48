import { TextField } from '../Field';
import type { FieldBinding } from '../useForm';

export interface AuthenticatorCodeLabels {
  code: string;
  recoveryCode: string;
  useCode: string;
  useRecovery: string;
}

interface Props {
  field: FieldBinding<string>;
  errorText: string | undefined;
  /** A recovery code (single use, up to 20 characters) instead of the app's six digits. */
  recovery: boolean;
  labels: AuthenticatorCodeLabels;
  /** Switches between the two; the caller empties the field and its error. */
  onSwitch: () => void;
  switchClassName: string | undefined;
}

/**
 * The authenticator app's code or a recovery code (issue 39), with the switch between the two: the login's code
 * step and turning two-factor off ask the same way. Keyed by the kind, so switching starts an empty field.
 */
export function AuthenticatorCodeField({ field, errorText, recovery, labels, onSwitch, switchClassName }: Props) {
  return (
    <>
      <TextField
        key={recovery ? 'recovery' : 'code'}
        label={recovery ? labels.recoveryCode : labels.code}
        field={field}
        {...(errorText ? { errorText } : {})}
        inputMode={recovery ? 'text' : 'numeric'}
        autoComplete="one-time-code"
        maxLength={recovery ? 20 : 6}
      />
      <button type="button" className={switchClassName} onClick={onSwitch}>
        {recovery ? labels.useCode : labels.useRecovery}
      </button>
    </>
  );
}
