import { filterPhoneInput } from '@site/contract/rules/phone';
import { useId } from 'react';
import type { CountryCodeItem } from './countries';
import { useFormMessages } from './messages';
import type { FieldBinding } from './useForm';
import styles from './forms.module.css';

export interface PhoneFieldProps {
  countries: readonly CountryCodeItem[];
  country: FieldBinding<string>;
  phone: FieldBinding<string>;
  disabled?: boolean;
}

/**
 * Country code (GET /v1/message/countryCode?isDisplay=true, the first is the
 * default) and the number: digits only, at most 11, checked against the
 * country's regex (SPEC 5).
 */
export function PhoneField({ countries, country, phone, disabled }: PhoneFieldProps) {
  const { t, message } = useFormMessages();
  const id = useId();
  const errorId = `${id}-error`;
  const errorText = message(phone.error);
  const countryName = (item: CountryCodeItem) => t(`country.${item.countryCode}`, { defaultValue: item.nameCn });
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={`${id}-phone`}>
        {t('fields.phone')}
      </label>
      <div className={styles.inputRow}>
        <select
          id={`${id}-country`}
          ref={country.inputRef}
          className={styles.countrySelect}
          aria-label={t('fields.countryCode')}
          value={country.value}
          disabled={disabled || countries.length === 0}
          onChange={(event) => country.onChange(event.target.value)}
        >
          {countries.length === 0 ? <option value={country.value}>+{country.value}</option> : null}
          {countries.map((item) => (
            <option key={item.countryCode} value={item.countryCode}>
              {`+${item.countryCode} ${countryName(item)}`}
            </option>
          ))}
        </select>
        <input
          id={`${id}-phone`}
          ref={phone.inputRef}
          name={phone.name}
          className={styles.input}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={11}
          placeholder={t('fields.phonePlaceholder')}
          value={phone.value}
          disabled={disabled}
          aria-invalid={errorText ? true : undefined}
          aria-describedby={errorText ? errorId : undefined}
          onChange={(event) => phone.onChange(filterPhoneInput(event.target.value))}
          onBlur={phone.onBlur}
        />
      </div>
      {errorText ? (
        <p id={errorId} className={styles.error} role="alert">
          {errorText}
        </p>
      ) : null}
    </div>
  );
}
