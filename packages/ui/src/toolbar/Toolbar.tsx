import type { ReactNode } from 'react';
import styles from './Toolbar.module.css';

export interface ToolbarProps {
  /** A short muted line at the start (what the list below holds). */
  hint?: ReactNode;
  /** Names the group of actions for a screen reader when the hint does not. */
  label?: string;
  className?: string;
  children: ReactNode;
}

/**
 * A row above a list: its hint, then its actions, wrapping on a phone. A plain group of
 * buttons, each in the tab order (not role="toolbar", whose arrow-key roving it does not do).
 */
export function Toolbar({ hint, label, className, children }: ToolbarProps) {
  return (
    <div className={[styles.toolbar, className].filter(Boolean).join(' ')}>
      {hint ? <p className={styles.hint}>{hint}</p> : null}
      <div className={styles.actions} role={label ? 'group' : undefined} aria-label={label}>
        {children}
      </div>
    </div>
  );
}
