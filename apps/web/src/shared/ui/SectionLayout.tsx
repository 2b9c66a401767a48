import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import styles from './SectionLayout.module.css';

export interface SectionLink {
  to: string;
  label: string;
  end?: boolean;
}

export interface SectionLayoutProps {
  navLabel: string;
  links: readonly SectionLink[];
  children: ReactNode;
}

/** A page with a section menu: a side column on wide screens, a scrolling row on phones. */
export function SectionLayout({ navLabel, links, children }: SectionLayoutProps) {
  return (
    <div className={styles.layout}>
      <nav className={styles.nav} aria-label={navLabel}>
        {links.map((link) => (
          <NavLink
            key={link.to}
            to={link.to}
            end={link.end ?? true}
            className={({ isActive }) => [styles.link, isActive ? styles.active : undefined].filter(Boolean).join(' ')}
          >
            {link.label}
          </NavLink>
        ))}
      </nav>
      <section className={styles.content}>{children}</section>
    </div>
  );
}
