import { formatAmount } from '@site/contract/rules/format';
import { Button } from '@site/ui/button';
import { ChoiceDialog } from '@site/ui/choice-dialog';
import { useTranslation } from '../../../shared/i18n/useTranslation';

export interface RealityCheckDialogProps {
  /** Time played this session, in seconds. */
  seconds: number;
  /** The session's net result, a decimal string (negative = lost). */
  net: string;
  busy: boolean;
  onContinue: () => void;
  onStop: () => void;
}

/** The reality check itself: time played and net result of the session; only its two buttons close it. */
export default function RealityCheckDialog({ seconds, net, busy, onContinue, onStop }: RealityCheckDialogProps) {
  const { t } = useTranslation('reality');
  const total = Math.floor(seconds / 60);
  const hours = Math.floor(total / 60);
  const minutes = total % 60;
  const played = hours > 0 ? t('hoursMinutes', { hours, minutes }) : t('minutes', { minutes });
  const negative = net.startsWith('-');
  return (
    <ChoiceDialog
      open
      title={t('title')}
      actions={
        <>
          <Button variant="ghost" disabled={busy} onClick={onStop}>
            {t('stop')}
          </Button>
          <Button variant="primary" disabled={busy} onClick={onContinue}>
            {t('continue')}
          </Button>
        </>
      }
    >
      <p>{t('played', { time: played })}</p>
      <p>{t(negative ? 'lost' : 'won', { amount: formatAmount(negative ? net.slice(1) : net) })}</p>
      <p>{t('question')}</p>
    </ChoiceDialog>
  );
}
