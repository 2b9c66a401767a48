import { forwardRef, type InputHTMLAttributes } from 'react';
import styles from './fields.module.css';

export type DateFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'>;

/**
 * A day (yyyy-mm-dd): the native date input (its keyboard entry and calendar follow the page's
 * language and the theme's colour scheme) in the site's field look. Label it as any field.
 */
export const DateField = forwardRef<HTMLInputElement, DateFieldProps>(function DateField({ className, ...rest }, ref) {
  return <input ref={ref} type="date" className={[styles.control, styles.date, className].filter(Boolean).join(' ')} {...rest} />;
});
