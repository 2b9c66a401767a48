import styles from './Lobby.module.css';

export interface Chip {
  code: string;
  name: string;
}

/** A labelled row of toggle buttons, one pressed; the first is 'All' (code ''). */
export function ChipGroup({ label, chips, value, onChange }: { label: string; chips: readonly Chip[]; value: string; onChange: (code: string) => void }) {
  return (
    <div className={styles.chipRow} role="group" aria-label={label}>
      <span className={styles.chipLabel} aria-hidden="true">
        {label}
      </span>
      <div className={styles.chips}>
        {chips.map((chip) => (
          <button key={chip.code || 'all'} type="button" className={styles.chip} aria-pressed={chip.code === value} onClick={() => onChange(chip.code)}>
            {chip.name}
          </button>
        ))}
      </div>
    </div>
  );
}
