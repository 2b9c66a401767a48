import type { ButtonHTMLAttributes, HTMLAttributes, ReactNode } from 'react';
import styles from './List.module.css';

const join = (...names: (string | undefined | false)[]) => names.filter(Boolean).join(' ');

export interface ListProps extends HTMLAttributes<HTMLUListElement> {
  /** The list's accessible name (a list of letters, of notices…). */
  label?: string;
  /** A page of it is being replaced: dimmed and aria-busy. */
  busy?: boolean;
}

/** A list of bordered rows (letters, notices, records): no bullets, one column that never widens a phone. */
export function List({ label, busy, className, ...rest }: ListProps) {
  return <ul aria-label={label} aria-busy={busy || undefined} className={join(styles.list, className)} {...rest} />;
}

export interface ListItemProps extends HTMLAttributes<HTMLLIElement> {
  /** Not read yet: a stronger border and a bolder title (the word is said by ListTitle's badge). */
  unread?: boolean;
}

export function ListItem({ unread, className, ...rest }: ListItemProps) {
  return <li data-unread={unread ? '' : undefined} className={join(styles.item, className)} {...rest} />;
}

/** The row's whole-width button (open, expand): a real button, its focus ring from the tokens. */
export function ListButton({ className, type = 'button', ...rest }: ButtonHTMLAttributes<HTMLButtonElement>) {
  return <button type={type} className={join(styles.button, className)} {...rest} />;
}

/**
 * A row's title with its unread badge before it. The badge is a word, not only a colour,
 * so a screen reader says it with the title.
 */
export function ListTitle({ unreadLabel, children }: { unreadLabel?: string; children: ReactNode }) {
  return (
    <span className={styles.titleRow}>
      {unreadLabel ? <span className={styles.unread}>{unreadLabel}</span> : null}
      <span className={styles.title}>{children}</span>
    </span>
  );
}

/** A row's small muted line (kind, replies, time). */
export function ListMeta({ className, ...rest }: HTMLAttributes<HTMLSpanElement>) {
  return <span className={join(styles.meta, className)} {...rest} />;
}

/** What a list says when it has nothing (and the failure box of a list's QueryState). */
export function ListEmpty({ className, ...rest }: HTMLAttributes<HTMLDivElement>) {
  return <div className={join(styles.empty, className)} {...rest} />;
}

export const listClassNames = { empty: styles.empty } as const;
