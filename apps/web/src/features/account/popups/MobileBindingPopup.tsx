import { configCountryCode, configProcessData } from '@site/contract/api/config';
import { userMobileBinding } from '@site/contract/api/user';
import { SMS_REQUEST_TYPES, validationSms } from '@site/contract/api/validation';
import { CODE_COUNTDOWN_S, DEFAULT_COUNTRY_CODE, SMS_CODE_LENGTH } from '@site/contract/constants';
import { validateCaptcha, validateSmsCode } from '@site/contract/rules/codes';
import { RULE_MESSAGES, type RuleMessageKey } from '@site/contract/rules/messages';
import { filterPhoneInput, maskPhone, normalisePhone, validatePhone } from '@site/contract/rules/phone';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { Button } from '@site/ui/button';
import { Dialog } from '@site/ui/dialog';
import { showToast } from '@site/ui/toast-api';
import { call } from '../../../shared/api/call';
import { refreshUserInfo } from '../../../shared/session/login';
import { usePopupsStore } from '../../../shared/stores/popups';
import { useSettingsStore } from '../../../shared/stores/settings';
import { GraphicCaptcha } from './GraphicCaptcha';
import styles from './popups.module.css';
import { useAction } from './useAction';
import { useCountdown } from './useCountdown';

type Errors = Partial<Record<'phone' | 'code' | 'captcha', RuleMessageKey>>;

/**
 * Mobile binding (SPEC 2, 7): country code, phone, a code of request type 2
 * (60 s before a resend), 6-digit code, then PUT /v1/user/security/mobile/binding.
 */
export default function MobileBindingPopup() {
  const { t } = useTranslation('accountPopups');
  const language = useSettingsStore((s) => s.language);
  const close = usePopupsStore((s) => s.closePopup);
  const client = useQueryClient();
  const countries = useQuery({ queryKey: ['config', 'countryCodes', 'display'], queryFn: () => call(configCountryCode, { query: { isDisplay: 'true' } }), staleTime: 30 * 60_000 });
  const flags = useQuery({ queryKey: ['config', 'processData'], queryFn: () => call(configProcessData), staleTime: 60_000 });
  const list = countries.data?.filter((c) => c.isDisplay) ?? [];
  const [picked, setPicked] = useState<string | null>(null);
  const countryCode = picked ?? list.find((c) => c.isDefault)?.countryCode ?? list[0]?.countryCode ?? DEFAULT_COUNTRY_CODE;
  const country = list.find((c) => c.countryCode === countryCode) ?? { countryCode };
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [captcha, setCaptcha] = useState('');
  const [captchaId, setCaptchaId] = useState<string | null>(null);
  const [round, setRound] = useState(0);
  const [errors, setErrors] = useState<Errors>({});
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [left, startCountdown] = useCountdown();
  const needsCaptcha = flags.data?.smsCaptcha === true;
  const text = (key: RuleMessageKey | undefined) => (key ? RULE_MESSAGES[key][language] : null);

  const [sending, send] = useAction(async (mobile: string) => {
    const captchaValidation = needsCaptcha && captchaId ? { channelName: 'graphic' as const, imgToken: `${captchaId}:${captcha}` } : undefined;
    try {
      const result = await call(validationSms, {
        body: { requestType: SMS_REQUEST_TYPES.bindMobile, countryCode, mobile, ...(captchaValidation ? { captchaValidation } : {}) },
      });
      startCountdown(result.countdown || CODE_COUNTDOWN_S);
      setSentTo(maskPhone(phone, country));
    } finally {
      // A captcha is single use: a new picture for the next send.
      setCaptcha('');
      setRound((r) => r + 1);
    }
  });
  const [binding, bind] = useAction(async (mobile: string) => {
    await call(userMobileBinding, { body: { mobile, code: code.trim(), countryCode } });
    showToast(t('binding.done'), { kind: 'success' });
    void refreshUserInfo(client).catch(() => undefined);
    close();
  });

  const phoneError = () => validatePhone(phone, country) ?? undefined;
  const onSend = () => {
    const next: Errors = { phone: phoneError(), captcha: needsCaptcha ? (validateCaptcha(captcha) ?? undefined) : undefined };
    setErrors(next);
    if (next.phone || next.captcha || left > 0 || sending) return;
    void send(normalisePhone(phone, country) ?? phone);
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const next: Errors = { phone: phoneError(), code: validateSmsCode(code) ?? undefined };
    setErrors(next);
    if (next.phone || next.code || binding) return;
    void bind(normalisePhone(phone, country) ?? phone);
  };

  return (
    <Dialog open onOpenChange={(open) => !open && close()} title={t('binding.title')} closeLabel={t('close')}>
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <div className={styles.field}>
          <label htmlFor="binding-phone">{t('binding.phone')}</label>
          <div className={styles.row}>
            <select className={styles.country} aria-label={t('binding.countryCode')} value={countryCode} onChange={(e) => setPicked(e.target.value)}>
              {(list.length ? list : [{ countryCode, nameCn: '' }]).map((c) => (
                <option key={c.countryCode} value={c.countryCode}>
                  +{c.countryCode}
                </option>
              ))}
            </select>
            <input
              id="binding-phone"
              className={styles.input}
              type="tel"
              inputMode="numeric"
              autoComplete="tel-national"
              value={phone}
              aria-invalid={errors.phone ? true : undefined}
              aria-describedby={errors.phone ? 'binding-phone-error' : undefined}
              onChange={(e) => setPhone(filterPhoneInput(e.target.value))}
            />
          </div>
          {errors.phone ? <p id="binding-phone-error" className={styles.error}>{text(errors.phone)}</p> : null}
        </div>
        {needsCaptcha ? <GraphicCaptcha value={captcha} onChange={setCaptcha} round={round} error={text(errors.captcha)} onImage={setCaptchaId} /> : null}
        <div className={styles.field}>
          <label htmlFor="binding-code">{t('binding.code')}</label>
          <div className={styles.row}>
            <input
              id="binding-code"
              className={styles.input}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={SMS_CODE_LENGTH}
              value={code}
              aria-invalid={errors.code ? true : undefined}
              aria-describedby={errors.code ? 'binding-code-error' : sentTo ? 'binding-sent' : undefined}
              onChange={(e) => setCode(e.target.value.replace(/\D/g, '').slice(0, SMS_CODE_LENGTH))}
            />
            <Button variant="secondary" className={styles.sendButton} onClick={onSend} disabled={left > 0 || sending}>
              {left > 0 ? t('binding.resendIn', { count: left }) : sentTo ? t('binding.resend') : t('binding.send')}
            </Button>
          </div>
          {errors.code ? <p id="binding-code-error" className={styles.error}>{text(errors.code)}</p> : null}
          {sentTo ? <p id="binding-sent" className={styles.hint} role="status">{t('binding.sent', { phone: sentTo })}</p> : null}
        </div>
        <Button type="submit" block disabled={binding}>
          {t('binding.submit')}
        </Button>
      </form>
    </Dialog>
  );
}
