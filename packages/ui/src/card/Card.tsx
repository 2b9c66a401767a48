import { useId, type HTMLAttributes, type ReactNode } from 'react';
import styles from './Card.module.css';

export interface CardProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** A heading for the card; the card, then a section, is named by it. */
  title?: ReactNode;
  /** The heading's level (2 by default). */
  level?: 2 | 3 | 4;
}

/** A bordered surface of the theme (light and dark from the tokens); with a title, a named section. */
export function Card({ title, level = 2, className, children, ...rest }: CardProps) {
  const titleId = useId();
  const Heading = `h${level}` as const;
  const classes = [styles.card, className].filter(Boolean).join(' ');
  if (title === undefined) {
    return (
      <div className={classes} {...rest}>
        {children}
      </div>
    );
  }
  return (
    <section className={classes} aria-labelledby={titleId} {...rest}>
      <Heading id={titleId} className={styles.title}>
        {title}
      </Heading>
      {children}
    </section>
  );
}

export const cardClassName = styles.card;
