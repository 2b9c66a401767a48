import { formatAmount } from '@site/contract/rules/format';
import { parseMinor } from '@site/contract/rules/money';
import styles from './QuickAmounts.module.css';

/** The transfer dialog's chips; a deposit keeps those within its channel's limits (deposit's own list, issue 34). */
export const TRANSFER_QUICK_AMOUNTS = [100, 500, 1000, 5000] as const;
const DEPOSIT_CANDIDATES = [100, 500, 1000, 5000, 10_000, 50_000] as const;

/** Up to four whole amounts within [min, max] (minor units), smallest first. */
export function depositQuickAmounts(minMinor: number, maxMinor: number): number[] {
  return DEPOSIT_CANDIDATES.filter((a) => a * 100 >= minMinor && a * 100 <= maxMinor).slice(0, 4);
}

/**
 * One tap fills the amount field with a whole amount (a real button each, in a labelled group); the
 * chip matching what is typed shows pressed.
 */
export function QuickAmounts({ amounts, value, label, onPick }: { amounts: readonly number[]; value: string; label: string; onPick: (text: string) => void }) {
  if (!amounts.length) return null;
  const typed = parseMinor(value.trim());
  return (
    <div className={styles.quick} role="group" aria-label={label}>
      {amounts.map((amount) => (
        <button key={amount} type="button" className={styles.chip} aria-pressed={typed === amount * 100} onClick={() => onPick(String(amount))}>
          {formatAmount(amount, 0)}
        </button>
      ))}
    </div>
  );
}
