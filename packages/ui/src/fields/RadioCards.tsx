import { useId, type CSSProperties, type ReactNode } from 'react';
import styles from './fields.module.css';

export interface RadioCardOption<V extends string> {
  value: V;
  label: ReactNode;
  /** A second line (a limit, a hold, why it is disabled). */
  hint?: ReactNode;
  disabled?: boolean;
}

export interface RadioCardsProps<V extends string> {
  /** The group's name, shown as its legend (or hidden with `legendHidden`). */
  legend: string;
  legendHidden?: boolean;
  /** The radios' form name; a generated one by default. */
  name?: string;
  value: V | null | undefined;
  options: readonly RadioCardOption<V>[];
  onChange: (value: V) => void;
  /** The narrowest a card gets before the row wraps (px); 200 by default. */
  minWidth?: number;
  className?: string;
  describedBy?: string;
}

/**
 * A radio group drawn as cards: a fieldset with its legend, each choice a label holding a native
 * radio (arrow keys move between them, the checked one is in the tab order), its text and hint.
 */
export function RadioCards<V extends string>({ legend, legendHidden, name, value, options, onChange, minWidth, className, describedBy }: RadioCardsProps<V>) {
  const generated = useId();
  const group = name ?? generated;
  return (
    <fieldset className={[styles.radioGroup, className].filter(Boolean).join(' ')} aria-describedby={describedBy}>
      <legend className={legendHidden ? 'visually-hidden' : styles.radioLegend}>{legend}</legend>
      <div className={styles.radioList} style={minWidth ? ({ '--radio-min': `${minWidth}px` } as CSSProperties) : undefined}>
        {options.map((o) => (
          <label key={o.value} className={styles.radioCard}>
            <input
              type="radio"
              className={styles.radioInput}
              name={group}
              value={o.value}
              checked={o.value === value}
              disabled={o.disabled}
              onChange={() => onChange(o.value)}
            />
            <span className={styles.radioText}>
              <span className={styles.radioLabel}>{o.label}</span>
              {o.hint ? <span className={styles.radioHint}>{o.hint}</span> : null}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
