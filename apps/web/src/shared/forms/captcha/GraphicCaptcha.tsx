import { filterCaptchaInput, validateCaptcha } from '@site/contract/rules/codes';
import { Button } from '@site/ui/button';
import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useFormMessages } from '../messages';
import { useImgCode, type CaptchaPicture } from './api/useImgCode';
import type { CaptchaAdapterProps } from './types';
import fields from '../forms.module.css';
import styles from './captcha.module.css';

/** The self-built 4-character graphic captcha: picture, refresh, 4-character input (SPEC 5, 7). */
export function GraphicCaptcha({ language, onSolved, onFailed }: CaptchaAdapterProps) {
  const { t, message } = useFormMessages();
  const id = useId();
  const [picture, setPicture] = useState<CaptchaPicture | null>(null);
  const [loading, setLoading] = useState(true);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const { mutateAsync: newPicture } = useImgCode();
  const failed = useRef(onFailed);
  failed.current = onFailed;

  const load = useCallback(async () => {
    setLoading(true);
    try {
      setPicture(await newPicture());
      setCode('');
      setError(null);
    } catch {
      failed.current();
    } finally {
      setLoading(false);
    }
  }, [newPicture]);

  useEffect(() => {
    void load();
  }, [load]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    const key = validateCaptcha(code);
    if (key || !picture) {
      setError(key ?? 'rules.captchaInvalid');
      input.current?.focus();
      return;
    }
    onSolved({ channelName: 'graphic', imgToken: `${picture.uuid}:${code.trim()}`, channelLanguage: language });
  };

  const errorText = message(error);
  return (
    <form className={styles.captcha} onSubmit={submit} noValidate>
      <div className={styles.captchaPicture}>
        {picture ? (
          <img src={picture.image} alt={t('captcha.imageAlt')} width={120} height={40} className={styles.captchaImage} />
        ) : (
          <span className={styles.captchaPlaceholder} aria-hidden="true" />
        )}
        <Button variant="ghost" size="sm" onClick={() => void load()} disabled={loading} aria-label={t('captcha.refresh')}>
          {t('captcha.refreshShort')}
        </Button>
      </div>
      <div className={fields.field}>
        <label className={fields.label} htmlFor={id}>
          {t('captcha.graphicLabel')}
        </label>
        <input
          ref={input}
          id={id}
          className={fields.input}
          value={code}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={4}
          placeholder={t('captcha.graphicPlaceholder')}
          aria-invalid={errorText ? true : undefined}
          aria-describedby={errorText ? `${id}-error` : undefined}
          onChange={(event) => {
            setCode(filterCaptchaInput(event.target.value));
            setError(null);
          }}
        />
        {errorText ? (
          <p id={`${id}-error`} className={fields.error} role="alert">
            {errorText}
          </p>
        ) : null}
      </div>
      <Button type="submit" block disabled={!picture}>
        {t('captcha.confirm')}
      </Button>
    </form>
  );
}
