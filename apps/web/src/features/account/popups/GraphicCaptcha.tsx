import { validationImgCode } from '@site/contract/api/validation';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { call } from '../../../shared/api/call';
import { getDeviceId } from '../../../shared/api/device';
import styles from './popups.module.css';

export interface GraphicCaptchaProps {
  value: string;
  onChange: (value: string) => void;
  /** Bumped after each send: a captcha is single use. */
  round: number;
  error?: string | null;
  onImage: (uuid: string | null) => void;
}

/** The 4-character graphic captcha asked before a code is sent when the platform wants one (SPEC 7). */
export function GraphicCaptcha({ value, onChange, round, error, onImage }: GraphicCaptchaProps) {
  const { t } = useTranslation('accountPopups');
  const image = useQuery({
    queryKey: ['captcha', 'graphic', round],
    queryFn: async () => {
      const result = await call(validationImgCode, { query: { uuid: getDeviceId() } });
      onImage(result.uuid);
      return result;
    },
    staleTime: Infinity,
    gcTime: 0,
  });
  return (
    <div className={styles.field}>
      <label htmlFor="binding-captcha">{t('binding.captcha')}</label>
      <div className={styles.row}>
        <input
          id="binding-captcha"
          className={styles.input}
          value={value}
          maxLength={4}
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'binding-captcha-error' : undefined}
          onChange={(event) => onChange(event.target.value.trim())}
        />
        <button type="button" className={styles.captchaImage} onClick={() => void image.refetch()} aria-label={t('binding.captchaRefresh')}>
          {image.data ? <img src={image.data.image} alt="" width={96} height={40} /> : null}
        </button>
      </div>
      {error ? (
        <p id="binding-captcha-error" className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
