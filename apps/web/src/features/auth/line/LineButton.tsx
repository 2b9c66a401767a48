import { Button } from '@site/ui/button';
import { useState } from 'react';
import { useLineAuth } from '../api/useLineAuth';
import { addressProxyCode } from '../api/useRegisterProxy';
import type { PhoneRef } from '../state/flow';
import { keepLinePhone } from '../state/remember';
import { leaveTo } from './leave';
import styles from '../auth.module.css';

export interface LineButtonProps {
  label: string;
  /** 0 login or register with the token, 1 the second login call (SPEC 4). */
  action: 0 | 1;
  /** Registration: the verified phone goes to LINE with the state token. */
  telephoneState?: string;
  phone?: PhoneRef;
}

/** Where LINE sends the browser back: the site root, with the proxy code kept. */
export function lineRedirectUrl(): string {
  const query = new URLSearchParams({ lineCallback: '1' });
  const proxyCode = addressProxyCode();
  if (proxyCode) query.set('proxyCode', proxyCode);
  return `${window.location.origin}/?${query.toString()}`;
}

/** Asks for the LINE authorisation URL (POST /v1/user/line/auth) and goes there. */
export function LineButton({ label, action, telephoneState, phone }: LineButtonProps) {
  const lineAuth = useLineAuth();
  const [busy, setBusy] = useState(false);
  const start = async () => {
    if (busy) return;
    setBusy(true);
    try {
      const { url } = await lineAuth.mutateAsync({ redirectUrl: lineRedirectUrl(), action, ...(telephoneState ? { telephoneState } : {}) });
      keepLinePhone(telephoneState && phone ? phone : null);
      leaveTo(url);
    } catch {
      setBusy(false);
    }
  };
  return (
    <Button variant="ghost" block className={styles.lineButton} disabled={busy} aria-busy={busy || undefined} onClick={() => void start()}>
      <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <rect width="24" height="24" rx="6" fill="#06c755" />
        <path d="M12 5.5c-4.1 0-7.5 2.7-7.5 6 0 3 2.7 5.4 6.3 5.9l-.4 1.9c0 .3.2.5.5.3 1.6-.9 5.7-3.5 7.4-5.8.8-.9 1.2-1.9 1.2-2.9 0-3.3-3.4-6-7.5-6Z" fill="#fff" />
      </svg>
      {label}
    </Button>
  );
}
