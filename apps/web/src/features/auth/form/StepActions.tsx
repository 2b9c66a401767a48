import { Button } from '@site/ui/button';
import { FormMessage } from '../../../shared/forms/Field';
import styles from '../auth.module.css';

/** A second step's foot (register, forgot password): the form's message, back to step one, and the submit that says it is busy. */
export function StepActions({ message, backLabel, onBack, busy, submitLabel }: { message: string | null; backLabel: string; onBack: () => void; busy: boolean; submitLabel: string }) {
  return (
    <>
      <FormMessage text={message} />
      <div className={styles.actions}>
        <Button variant="ghost" onClick={onBack}>
          {backLabel}
        </Button>
        <Button type="submit" disabled={busy} aria-busy={busy || undefined}>
          {submitLabel}
        </Button>
      </div>
    </>
  );
}
