import { useId, type ReactNode } from 'react';
import styles from './account.module.css';

export interface ModeOption<M extends string> {
  value: M;
  label: string;
  disabled?: boolean;
}

export interface ModeSwitchProps<M extends string> {
  legend: string;
  value: M;
  options: readonly ModeOption<M>[];
  onChange: (mode: M) => void;
  /** Why an option is off (shown under the choices). */
  note?: ReactNode;
}

/** How a dialog verifies the player (old password or phone code): radio buttons drawn as a segmented control. */
export function ModeSwitch<M extends string>({ legend, value, options, onChange, note }: ModeSwitchProps<M>) {
  const name = useId();
  return (
    <fieldset className={styles.modes}>
      <legend className={styles.modesLegend}>{legend}</legend>
      <div className={styles.modeRow}>
        {options.map((option) => (
          <label key={option.value} className={styles.mode} data-disabled={option.disabled ? '' : undefined}>
            <input
              type="radio"
              className="visually-hidden"
              name={name}
              value={option.value}
              checked={value === option.value}
              disabled={option.disabled}
              onChange={() => onChange(option.value)}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
      {note ? <p className={styles.modesNote}>{note}</p> : null}
    </fieldset>
  );
}
