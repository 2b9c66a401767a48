import { Button } from '@site/ui/button';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import styles from './Vip.module.css';

/** Previous / next for a paged list; shown only when there is more than one page. */
export function Pager({ label, page, total, size, onPage }: { label: string; page: number; total: number; size: number; onPage: (page: number) => void }) {
  const { t } = useTranslation('vip');
  const pages = Math.max(1, Math.ceil(total / size));
  if (pages <= 1) return null;
  return (
    <nav className={styles.pager} aria-label={label}>
      <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('pager.prev')}
      </Button>
      <span aria-live="polite">{t('pager.page', { page, pages })}</span>
      <Button variant="secondary" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('pager.next')}
      </Button>
    </nav>
  );
}
