import styles from './fund.module.css';

export interface SegmentOption<V extends string> {
  value: V;
  label: string;
  /** Shown and selectable only when false; `hint` says why. */
  disabled?: boolean;
  hint?: string;
}

export interface SegmentedProps<V extends string> {
  legend: string;
  name: string;
  value: V | null;
  options: SegmentOption<V>[];
  onChange: (value: V) => void;
}

/** Tabs as a radio group: arrow keys move between them natively, a disabled one says why under its label. */
export function Segmented<V extends string>({ legend, name, value, options, onChange }: SegmentedProps<V>) {
  return (
    <fieldset className={styles.segmented}>
      <legend className="visually-hidden">{legend}</legend>
      {options.map((option) => (
        <label key={option.value} className={styles.segment} data-checked={option.value === value || undefined} data-disabled={option.disabled || undefined}>
          <input
            type="radio"
            className="visually-hidden"
            name={name}
            value={option.value}
            checked={option.value === value}
            disabled={option.disabled}
            onChange={() => onChange(option.value)}
          />
          <span>{option.label}</span>
          {option.hint ? <small className={styles.segmentHint}>{option.hint}</small> : null}
        </label>
      ))}
    </fieldset>
  );
}
