import styles from './SideMenu.module.css';

/** A side-menu item's icon (menuIcons.ts), decorative: the link's text names it. */
export function MenuIcon({ d }: { d: string }) {
  return (
    <span className={styles.dot} aria-hidden="true" data-icon="">
      <svg width="18" height="18" viewBox="0 0 24 24" focusable="false">
        <path fill="currentColor" fillRule="evenodd" d={d} />
      </svg>
    </span>
  );
}
