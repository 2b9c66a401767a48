import { Button } from '@site/ui/button';
import { useTranslation } from '../i18n/useTranslation';
import { FormError } from './FormMessage';
import type { SingleFlight } from './useSingleFlight';

/**
 * A finance form's foot: the server's refusal (or 正在處理中，請勿重複點擊 on a second click while one
 * is in flight), then the block submit that says it is busy.
 */
export function SubmitFoot({ errorId, error, flight, busyLabel, label }: { errorId: string; error: string | null; flight: SingleFlight; busyLabel: string; label: string }) {
  const { t } = useTranslation('fund');
  return (
    <>
      <FormError id={errorId}>{flight.repeated ? t('busy') : error}</FormError>
      <Button type="submit" block aria-disabled={flight.busy || undefined} aria-busy={flight.busy}>
        {flight.busy ? busyLabel : label}
      </Button>
    </>
  );
}
