import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import type { DialogItem } from '../api/useDialogList';
import { ActivityAnchor } from '../../../shared/activity/ActivityAnchor';
import { dialogTarget } from './dialogTarget';
import { whenIdle } from './whenIdle';
import styles from './LoginAdvertDialog.module.css';

export interface LoginAdvertDialogProps {
  items: readonly DialogItem[];
  /** Closed by its button, Escape or following an item; true when 'don't show today' is ticked. */
  onClose: (notToday: boolean) => void;
}

/**
 * The login advert's dialog list (SPEC 3, 4): a modal <dialog> (top layer,
 * Escape closes, the page behind is inert); each item leads where its content says.
 */
function otherDialogOpen(): boolean {
  return document.querySelector('[role="dialog"][data-state="open"], [role="alertdialog"][data-state="open"]') !== null;
}

export default function LoginAdvertDialog({ items, onClose }: LoginAdvertDialogProps) {
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

  // Rendered once the page is idle, not with the first screen's work; and opened in the same task as it is
  // put in the page, so the browser restyles the page once for both (a modal dialog makes the rest inert).
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true)), []);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const open = () => {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
      // Focus starts on Close rather than on the first advert; without scrolling to it, which would make
      // the browser lay the whole page out there and then (the dialog is in view anyway: fixed, centred).
      closeRef.current?.focus({ preventScroll: true });
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
    // The other dialogs are portals, each added to and removed from body itself: body's own children are
    // all there is to watch, not every change of the whole page (issue 36).
    const watcher = new MutationObserver(sync);
    watcher.observe(document.body, { childList: true });
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
  }, [idle]);

  if (!idle) return null;
  return (
    <dialog ref={ref} className={styles.dialog} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {t('advert.title')}
      </h2>
      <ul className={styles.list}>
        {items.map((item, i) => (
          <li key={item.id}>
            <ActivityAnchor activity={dialogTarget(item)} onFollow={() => onClose(notToday)}>
              <img src={item.image} alt={item.title} width={750} height={300} loading={i === 0 ? 'eager' : 'lazy'} decoding="async" />
            </ActivityAnchor>
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
