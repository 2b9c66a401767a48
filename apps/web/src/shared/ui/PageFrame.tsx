import type { ReactNode } from 'react';
import styles from './PageFrame.module.css';

export interface PageFrameProps {
  title: string;
  eyebrow?: string;
  description?: ReactNode;
  children?: ReactNode;
}

/** The frame every page shares: one h1, an optional lead paragraph, the content. */
export function PageFrame({ title, eyebrow, description, children }: PageFrameProps) {
  return (
    <article className={styles.page}>
      <header className={styles.head}>
        {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
        <h1 className={styles.title}>{title}</h1>
        {description ? <p className={styles.description}>{description}</p> : null}
      </header>
      {children ? <div className={styles.body}>{children}</div> : null}
    </article>
  );
}
