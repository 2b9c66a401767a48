import { Button } from '../button/Button';
import styles from './Pager.module.css';

export interface PagerProps {
  /** Accessible name of the pager's navigation landmark. */
  label: string;
  /** The current page, from 1. */
  page: number;
  /** The number of items in all pages. */
  total: number;
  pageSize: number;
  onPage: (page: number) => void;
  prevLabel: string;
  nextLabel: string;
  /** The position, announced politely when it changes (e.g. "Page 2 of 5"). */
  pageText: (page: number, pages: number) => string;
  /** Extra class of the navigation (e.g. its font size). */
  className?: string;
}

/** Previous / next for a paged list; shown only when there is more than one page. */
export function Pager({ label, page, total, pageSize, onPage, prevLabel, nextLabel, pageText, className }: PagerProps) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  return (
    <nav className={[styles.pager, className].filter(Boolean).join(' ')} aria-label={label}>
      <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {prevLabel}
      </Button>
      <span aria-live="polite">{pageText(page, pages)}</span>
      <Button variant="secondary" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {nextLabel}
      </Button>
    </nav>
  );
}
