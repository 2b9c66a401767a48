import type { ReactNode } from 'react';
import styles from './Select.module.css';

export interface SelectOption<V extends string> {
  value: V;
  label: string;
  lang?: string;
}

export interface SelectControlProps<V extends string> {
  label: string;
  value: V;
  options: readonly SelectOption<V>[];
  icon: ReactNode;
  onChange: (value: V) => void;
}

/** A native select (keyboard, screen readers and phones handle it well) in the header look. */
export function SelectControl<V extends string>({ label, value, options, icon, onChange }: SelectControlProps<V>) {
  return (
    <span className={styles.wrap}>
      <span className={styles.icon} aria-hidden="true">
        {icon}
      </span>
      <select
        className={styles.select}
        aria-label={label}
        value={value}
        onChange={(event) => {
          const next = options.find((o) => o.value === event.target.value);
          if (next) onChange(next.value);
        }}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value} lang={option.lang}>
            {option.label}
          </option>
        ))}
      </select>
      <svg className={styles.chevron} width="10" height="10" viewBox="0 0 10 10" aria-hidden="true" focusable="false">
        <path d="M1.5 3.5 5 7l3.5-3.5" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
      </svg>
    </span>
  );
}
