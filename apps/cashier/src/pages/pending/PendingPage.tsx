import { useTranslation } from '../../i18n/useTranslation';

/** Stands in for a screen that is registered but not written yet. */
export function PendingPage() {
  const t = useTranslation();
  return (
    <p role="status" className="cashier-state">
      {t('pending')}
    </p>
  );
}
