import { breakEnd, type BreakKind, type BreakPeriod } from '@site/contract/api/protection-exclusion';
import { formatDateTime } from '@site/contract/rules/format';
import { Button } from '@site/ui/button';
import { Dialog } from '@site/ui/dialog';
import { useId, useState, type FormEvent } from 'react';
import { useFormFailure } from '../../../shared/forms/failure';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { useTakeBreak } from '../api/useTakeBreak';
import styles from '../exclusion.module.css';
import base from '../protection.module.css';
import { DialogField } from './DialogField';

export interface BreakChoice {
  kind: BreakKind;
  period: BreakPeriod;
  /** When the dialog opened: the end it announces (the server counts from its own clock). */
  from: Date;
}

/** Confirms a time-out or self-exclusion with the login password; refusals are worded in the dialog. */
export function BreakConfirmDialog({ choice, onClose, onDone }: { choice: BreakChoice; onClose: () => void; onDone: (until: string) => void }) {
  const { t } = useTranslation(['exclusion', 'forms']);
  const { failureText } = useFormFailure();
  const take = useTakeBreak();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  const period = t(`periods.${choice.period}`);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (password === '') {
      setError(t('confirm.empty'));
      return;
    }
    setError(null);
    take.mutate(
      { kind: choice.kind, period: choice.period, password },
      {
        onSuccess: (status) => onDone(status.break?.until ?? breakEnd(choice.period, choice.from).toISOString()),
        onError: (e) => setError(failureText(e, { orNetwork: true })),
      },
    );
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t(choice.kind === 'timeout' ? 'confirm.timeoutTitle' : 'confirm.exclusionTitle', { period })}
      closeLabel={t('confirm.close')}
      description={t('confirm.body', { date: formatDateTime(breakEnd(choice.period, choice.from)) })}
    >
      <form className={styles.dialogForm} onSubmit={onSubmit} noValidate>
        <DialogField
          id={`${id}-password`}
          label={t('confirm.password')}
          error={error}
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <div className={base.actions}>
          <Button type="submit" disabled={take.isPending}>
            {t('confirm.submit')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
