import { useId, type ReactNode } from 'react';
import styles from './account.module.css';

export interface SectionProps {
  /** The in-page anchor (the page's section menu links to it). */
  id: string;
  title: string;
  /** The rows (Row). */
  children: ReactNode;
  /** After the rows: notices, the section's dialogs (they portal out). */
  after?: ReactNode;
}

/** A card of the my-account screen: a heading and its rows. */
export function Section({ id, title, children, after }: SectionProps) {
  const headingId = useId();
  return (
    <section id={id} tabIndex={-1} className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {title}
      </h2>
      <ul className={styles.rows}>{children}</ul>
      {after}
    </section>
  );
}

export interface RowProps {
  name: ReactNode;
  /** What is set now (or a status). */
  value?: ReactNode;
  /** Below the value: a note, a reason. */
  note?: ReactNode;
  /** The row's button(s). */
  action?: ReactNode;
}

/** One setting: its name, its value, and what can be done. */
export function Row({ name, value, note, action }: RowProps) {
  return (
    <li className={styles.row}>
      <div className={styles.text}>
        <span className={styles.name}>{name}</span>
        {value !== undefined ? <span className={styles.value}>{value}</span> : null}
        {note ? <span className={styles.note}>{note}</span> : null}
      </div>
      {action ? <div className={styles.action}>{action}</div> : null}
    </li>
  );
}

export type TagTone = 'neutral' | 'ok' | 'warn' | 'danger' | 'gold';

/** A short status next to a value (fixed, verified, pending...). */
export function Tag({ tone = 'neutral', children }: { tone?: TagTone; children: ReactNode }) {
  return <span className={`${styles.tag} ${styles[tone] ?? ''}`}>{children}</span>;
}
