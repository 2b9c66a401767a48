import { LOGIN_ERROR_CODES } from '@site/contract/codes/login';
import { TWO_FACTOR_ERROR_CODES } from '@site/contract/codes/two-factor';
import { Button } from '@site/ui/button';
import { useEffect, useState } from 'react';
import { FormMessage } from '../../../shared/forms/Field';
import { failureWords } from '../../../shared/forms/failure';
import { completeLogin } from '../../../shared/session';
import { passkeyCancelled, passkeysSupported, preloadWebAuthn } from '../../../shared/webauthn/webauthn';
import { dataText, errorCode, errorData } from '../api/errors';
import { usePasskeyLogin } from '../api/usePasskeyLogin';
import { useAuthT } from '../i18n/messages';
import { useAuthFlow } from '../state/flow';
import styles from '../auth.module.css';

/**
 * 使用通行密鑰登入 (issue 39): one tap opens the browser's passkey dialog (no name typed: the passkey names the
 * account); the answer is the password login's, so the session starts the same way (completeLogin), and its next steps
 * are the password login's too: the phone check (012011) and, for a passkey only touched (no fingerprint, face or PIN)
 * on a new device with two-factor on, the code step (013040). Shown only where the browser has passkeys (read after
 * mount), with the library loaded ahead of the tap.
 */
export function PasskeyLoginButton() {
  const { t, message } = useAuthT();
  const [supported, setSupported] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const login = usePasskeyLogin();
  useEffect(() => {
    const yes = passkeysSupported();
    setSupported(yes);
    if (yes) preloadWebAuthn();
  }, []);
  if (!supported) return null;

  const start = async () => {
    if (login.isPending) return;
    setError(null);
    try {
      await completeLogin(await login.mutateAsync());
    } catch (failure) {
      const code = errorCode(failure);
      if (code === TWO_FACTOR_ERROR_CODES.codeRequired) {
        useAuthFlow.getState().set({ twoFactor: { ticket: dataText(errorData(failure), 'ticket') } });
        return;
      }
      if (code === LOGIN_ERROR_CODES.needsPhoneVerification) {
        const data = errorData(failure);
        useAuthFlow.getState().set({ verification: { countryCode: dataText(data, 'countryCode'), telephone: dataText(data, 'telephone'), uuid: dataText(data, 'uuid') } });
        return;
      }
      setError(passkeyCancelled(failure) ? 'auth:login.passkeyCancelled' : (failureWords(failure) ?? 'auth:login.passkeyFailed'));
    }
  };
  const busy = login.isPending;

  return (
    <div className={styles.passkey}>
      <Button variant="secondary" block disabled={busy} aria-busy={busy || undefined} onClick={() => void start()}>
        <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
          <circle cx="9" cy="8" r="4" />
          <path d="M2.5 20c.6-3.4 3.3-5.5 6.5-5.5 1.2 0 2.3.3 3.2.8" />
          <circle cx="18" cy="12.5" r="2.5" />
          <path d="M18 15v6l1.5-1.2M18 18.5h1.5" />
        </svg>
        {busy ? t('login.passkeyBusy') : t('login.passkey')}
      </Button>
      <FormMessage text={message(error) ?? null} />
    </div>
  );
}
