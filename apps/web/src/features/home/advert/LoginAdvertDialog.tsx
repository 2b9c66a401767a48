import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { AdvertLink, type Advert } from '../components/AdvertCarousel';
import styles from './LoginAdvertDialog.module.css';

export interface LoginAdvertDialogProps {
  adverts: readonly Advert[];
  /** Closed by its button, Escape or following an advert; true when 'don't show today' is ticked. */
  onClose: (notToday: boolean) => void;
}

/**
 * The login advert list (SPEC 4): a modal <dialog> (top layer, Escape closes,
 * the page behind is inert), kept small because it loads with the home page.
 */
function otherDialogOpen(): boolean {
  return document.querySelector('[role="dialog"][data-state="open"], [role="alertdialog"][data-state="open"]') !== null;
}

export default function LoginAdvertDialog({ adverts, onClose }: LoginAdvertDialogProps) {
  const { t } = useTranslation('home');
  const ref = useRef<HTMLDialogElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const [notToday, setNotToday] = useState(false);
  // The latest values, for the dialog's own cancel event (Escape).
  const latest = useRef({ notToday, onClose });
  useEffect(() => {
    latest.current = { notToday, onClose };
  });

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const open = () => {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
      // Focus starts on Close rather than on the first advert.
      closeRef.current?.focus();
    };
    // Another dialog (a 溫馨提示 after a session error, a confirmation) goes first:
    // a modal <dialog> in the top layer would make it inert and impossible to close,
    // so the advert steps aside while one is open and comes back after.
    const sync = () => {
      if (otherDialogOpen()) {
        if (dialog.open && typeof dialog.close === 'function') dialog.close();
      } else if (!dialog.open) {
        open();
      }
    };
    const watcher = new MutationObserver(sync);
    watcher.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['data-state'] });
    sync();
    const onCancel = (event: Event) => {
      event.preventDefault();
      latest.current.onClose(latest.current.notToday);
    };
    dialog.addEventListener('cancel', onCancel);
    return () => {
      watcher.disconnect();
      dialog.removeEventListener('cancel', onCancel);
      if (dialog.open && typeof dialog.close === 'function') dialog.close();
    };
  }, []);

  return (
    <dialog ref={ref} className={styles.dialog} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {t('advert.title')}
      </h2>
      <ul className={styles.list}>
        {adverts.map((advert) => (
          <li key={advert.id}>
            <AdvertLink advert={advert} onFollow={() => onClose(notToday)}>
              <img src={advert.image} alt={advert.title} width={750} height={300} />
            </AdvertLink>
          </li>
        ))}
      </ul>
      <div className={styles.footer}>
        <label className={styles.check}>
          <input type="checkbox" checked={notToday} onChange={(e) => setNotToday(e.target.checked)} />
          {t('advert.notToday')}
        </label>
        <button ref={closeRef} type="button" className={styles.close} onClick={() => onClose(notToday)}>
          {t('advert.close')}
        </button>
      </div>
    </dialog>
  );
}
