import { useTranslation } from '../../shared/i18n/useTranslation';
import { useNow } from '../../shared/hooks';
import { formatLocalDateTime } from '../../shared/utils/time';

/** SPEC 9: the footer clock ticks every second. */
export const FOOTER_CLOCK_INTERVAL_MS = 1000;

export function FooterClock({ className }: { className?: string }) {
  const { t } = useTranslation('shell');
  const now = useNow(FOOTER_CLOCK_INTERVAL_MS);
  // The server's time (and zone) is not the browser's: the page it rendered shows its own until the first tick.
  return (
    <time className={className} dateTime={now.toISOString()} aria-label={t('footer.clock')} suppressHydrationWarning>
      {formatLocalDateTime(now)}
    </time>
  );
}
