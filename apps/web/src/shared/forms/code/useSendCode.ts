import { CODE_COUNTDOWN_S } from '@site/contract/constants';
import { maskPhone, type PhoneCountry } from '@site/contract/rules/phone';
import { USER_ERROR_CODES } from '@site/contract/codes/user';
import { confirm } from '@site/ui/confirm';
import { toast } from '@site/ui/toast-api';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { call } from '../../api/call';
import { useCaptcha } from '../captcha/CaptchaGate';
import { validationSms, validationVoice } from '../endpoints';
import { errorCode, errorData } from '../errors';
import { useFormMessages } from '../messages';
import { processDataOptions } from '../queries';

export type CodeChannel = 'sms' | 'voice';
/** SPEC 4 Sending a code: idle (send or resend), captcha pending, sending, countdown. */
export type SendPhase = 'idle' | 'captcha' | 'sending' | 'countdown';

export interface SendTarget {
  countryCode: string;
  /**
   * As typed or as the server gave it; the server normalises it. Left out
   * for a code to the logged-in player's bound number (request types 5-8):
   * the body then has no mobile and the server uses the bound one.
   */
  mobile?: string;
  /** For the masked number of the toast (from mobile). */
  country?: PhoneCountry;
  /** The number of the toast as already masked (0912***678); wins over masking mobile. */
  masked?: string;
}

export interface SendCodeOptions {
  requestType: number;
  /** The number to send to (or only its country and mask for the bound number); null when the phone field is invalid (it shows why). */
  target: () => SendTarget | null;
  uuid?: string;
  onSent?: (uuid: string) => void;
  /** A failed send; the button is unlocked again. */
  onError?: (error: unknown) => void;
}

/**
 * The send-code state machine of SPEC 4: locked while a captcha is pending
 * (unlocked when it fails or is closed), while sending and during the 60 s
 * countdown; a failed send unlocks it. A voice send is confirmed first.
 */
export function useSendCode({ requestType, target, uuid, onSent, onError }: SendCodeOptions) {
  const { t } = useFormMessages();
  const client = useQueryClient();
  const requestCaptcha = useCaptcha();
  const [phase, setPhase] = useState<SendPhase>('idle');
  const [endsAt, setEndsAt] = useState(0);
  const [seconds, setSeconds] = useState(0);
  const [sent, setSent] = useState(false);
  const phaseRef = useRef<SendPhase>('idle');
  const alive = useRef(true);

  const move = useCallback((next: SendPhase) => {
    phaseRef.current = next;
    if (alive.current) setPhase(next);
  }, []);

  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);

  const startCountdown = useCallback(
    (total: number) => {
      const ends = Date.now() + total * 1000;
      setEndsAt(ends);
      setSeconds(total);
      move('countdown');
    },
    [move],
  );

  useEffect(() => {
    if (phase !== 'countdown') return undefined;
    const timer = setInterval(() => {
      const left = Math.max(0, Math.ceil((endsAt - Date.now()) / 1000));
      setSeconds(left);
      if (left === 0) move('idle');
    }, 1000);
    return () => clearInterval(timer);
  }, [phase, endsAt, move]);

  const send = useCallback(
    async (channel: CodeChannel): Promise<boolean> => {
      if (phaseRef.current !== 'idle') return false;
      const to = target();
      if (!to) return false;
      move('captcha');
      try {
        if (channel === 'voice') {
          const ok = await confirm({ title: t('code.voiceTitle'), content: t('code.voiceConfirm'), confirmText: t('code.voiceCall'), cancelText: t('cancel') });
          if (!ok) {
            move('idle');
            return false;
          }
        }
        const flags = await client.fetchQuery(processDataOptions()).catch(() => null);
        const captchaValidation = flags?.smsCaptcha ? await requestCaptcha() : undefined;
        if (captchaValidation === null) {
          move('idle');
          return false;
        }
        move('sending');
        const endpoint = channel === 'sms' ? validationSms : validationVoice;
        const result = await call(endpoint, {
          body: {
            requestType,
            countryCode: to.countryCode,
            ...(to.mobile !== undefined ? { mobile: to.mobile } : {}),
            ...(captchaValidation ? { captchaValidation } : {}),
            ...(uuid ? { uuid } : {}),
          },
        });
        if (alive.current) {
          setSent(true);
          startCountdown(result.countdown > 0 ? result.countdown : CODE_COUNTDOWN_S);
        }
        const phone = to.masked ?? (to.mobile !== undefined ? maskPhone(to.mobile, to.country) : '');
        toast.success(t(channel === 'sms' ? 'code.sent' : 'code.voiceSent', { phone }));
        onSent?.(result.uuid);
        return true;
      } catch (error) {
        const wait = Number(errorData(error).seconds);
        // Sent too soon: the server's own countdown takes over.
        if (errorCode(error) === USER_ERROR_CODES.sendTooSoon && wait > 0 && alive.current) startCountdown(Math.ceil(wait));
        else move('idle');
        onError?.(error);
        return false;
      }
    },
    [client, move, onError, onSent, requestCaptcha, requestType, startCountdown, t, target, uuid],
  );

  return { phase, seconds, sent, locked: phase !== 'idle', send };
}
