import { Dialog } from '@site/ui/dialog';
import { useQueryClient } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { toApiLanguage } from '../../i18n/languages';
import { useSettingsStore } from '../../stores/settings';
import type { CaptchaValidation } from '../endpoints';
import { useFormMessages } from '../messages';
import { captchaChannelOptions } from '../queries';
import { providerFor } from './registry';
import type { CaptchaProvider } from './types';
import styles from './captcha.module.css';

/** Asks for a captcha; resolves with the answer, or null when closed or failed. */
export type RequestCaptcha = () => Promise<CaptchaValidation | null>;

const CaptchaContext = createContext<RequestCaptcha>(async () => null);

interface Pending {
  provider: CaptchaProvider;
  language: string;
  resolve: (result: CaptchaValidation | null) => void;
}

/**
 * Hosts the captcha popup of the forms inside it (SPEC 2). The provider is
 * the channel GET /v1/validation/captcha names, drawn by its adapter.
 */
export function CaptchaGate({ children }: { children: ReactNode }) {
  const client = useQueryClient();
  const [pending, setPending] = useState<Pending | null>(null);
  const current = useRef<Pending | null>(null);

  const settle = useCallback((result: CaptchaValidation | null) => {
    current.current?.resolve(result);
    current.current = null;
    setPending(null);
  }, []);

  const request = useCallback<RequestCaptcha>(async () => {
    const language = toApiLanguage(useSettingsStore.getState().language);
    let channelName: string;
    try {
      channelName = (await client.fetchQuery(captchaChannelOptions(language))).channelName;
    } catch {
      return null;
    }
    current.current?.resolve(null);
    return new Promise((resolve) => {
      const next = { provider: providerFor(channelName), language, resolve };
      current.current = next;
      setPending(next);
    });
  }, [client]);

  // A closed popup drops its captcha: the waiting button unlocks.
  useEffect(() => () => current.current?.resolve(null), []);

  return (
    <CaptchaContext.Provider value={request}>
      {children}
      {pending ? <CaptchaDialog pending={pending} onSolved={settle} onClose={() => settle(null)} /> : null}
    </CaptchaContext.Provider>
  );
}

function CaptchaDialog({ pending, onSolved, onClose }: { pending: Pending; onSolved: (r: CaptchaValidation) => void; onClose: () => void }) {
  const { t } = useFormMessages();
  const { Component, width } = pending.provider;
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())} title={t('captcha.title')} closeLabel={t('close')} className={styles.captchaDialog}>
      <div className={styles.captchaBox} style={{ width, maxWidth: '100%' }} data-captcha={pending.provider.channelName}>
        <Component language={pending.language} onSolved={onSolved} onFailed={onClose} />
      </div>
    </Dialog>
  );
}

export function useCaptcha(): RequestCaptcha {
  return useContext(CaptchaContext);
}
