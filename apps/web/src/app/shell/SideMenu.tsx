import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '../../shared/i18n/useTranslation';
import { loadNamespaces } from '../../shared/i18n';
import styles from './SideMenu.module.css';

const SideMenuDrawer = lazy(() => Promise.all([import('./SideMenuDrawer'), loadNamespaces('shell')]).then(([m]) => m));

/** The side-menu toggle; the drawer (Radix Dialog) loads on first use. */
export function SideMenu() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  return (
    <>
      <button
        type="button"
        className={styles.toggle}
        aria-label={t('sideMenu.open')}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
      >
        <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
          <path d="M3 5h14M3 10h14M3 15h9" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      {loaded ? (
        <Suspense fallback={null}>
          <SideMenuDrawer open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
