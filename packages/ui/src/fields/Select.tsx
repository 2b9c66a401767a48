import { forwardRef, type SelectHTMLAttributes } from 'react';
import styles from './fields.module.css';

export interface SelectProps extends SelectHTMLAttributes<HTMLSelectElement> {
  /** A low row (32 px) for a fixed-height panel such as the transfer-to-game popup. */
  compact?: boolean;
}

/**
 * The site's select: a native <select> (keyboard, phones and screen readers handle it well) drawn
 * with the design tokens and the site's chevron instead of the browser's. Label it as any field
 * (`<label htmlFor>` or aria-label); options are its children.
 */
export const Select = forwardRef<HTMLSelectElement, SelectProps>(function Select({ className, compact, children, ...rest }, ref) {
  return (
    <span className={styles.selectWrap}>
      <select ref={ref} className={[styles.control, styles.select, compact ? styles.compact : null, className].filter(Boolean).join(' ')} {...rest}>
        {children}
      </select>
      <svg className={styles.chevron} viewBox="0 0 12 12" aria-hidden="true" focusable="false">
        <path d="M2 4.5 6 8.5l4-4" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </span>
  );
});
