import { useId, type ReactNode } from 'react';
import styles from './fund.module.css';

export interface PauseNoticeProps {
  title: string;
  text: string;
  /** 'alert' when the notice replaces the page's form; 'status' beside a form that still works. */
  role: 'alert' | 'status';
  /** The id of the text, for a control the pause disables to name it with aria-describedby. */
  textId?: string;
  children?: ReactNode;
}

/** Issue 33: what a running time-out or self-exclusion pauses and until when, in place of (or above) the page's steps. */
export function PauseNotice({ title, text, role, textId, children }: PauseNoticeProps) {
  const headingId = useId();
  return (
    <section className={styles.notice} role={role} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.noticeTitle}>
        {title}
      </h2>
      <p id={textId}>{text}</p>
      {children}
    </section>
  );
}
