import * as RadixDialog from '@radix-ui/react-dialog';
import { Button } from '../button/Button';
import { SafeHtml } from '../safe-html/SafeHtml';
import { useReturnFocus } from '../focus/useReturnFocus';
import styles from './ConfirmDialog.module.css';

export interface ConfirmDialogLabels {
  /** Used when the dialog has no title, as its (hidden) accessible name. */
  title: string;
  confirm: string;
  cancel: string;
}

export interface ConfirmDialogProps {
  open: boolean;
  title?: string;
  content: string;
  confirmText?: string;
  cancelText?: string;
  showCancel?: boolean;
  closeOnBackdrop?: boolean;
  labels: ConfirmDialogLabels;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * The reusable confirmation dialog of SPEC 4: 30vh from the top, centred text,
 * a primary confirm button, cancel shown unless hidden, no close icon, and the
 * backdrop closes it only when enabled. Content is HTML, sanitised.
 */
export function ConfirmDialog({
  open,
  title,
  content,
  confirmText,
  cancelText,
  showCancel = true,
  closeOnBackdrop = false,
  labels,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const focus = useReturnFocus();
  return (
    <RadixDialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next) onCancel();
      }}
    >
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={styles.overlay} data-confirm-backdrop="" />
        <RadixDialog.Content
          className={styles.content}
          onOpenAutoFocus={focus.onOpenAutoFocus}
          onCloseAutoFocus={focus.onCloseAutoFocus}
          onPointerDownOutside={(event) => {
            event.preventDefault();
            if (closeOnBackdrop) onCancel();
          }}
          onInteractOutside={(event) => event.preventDefault()}
        >
          <RadixDialog.Title className={title ? styles.title : styles.hiddenTitle}>{title || labels.title}</RadixDialog.Title>
          <RadixDialog.Description asChild>
            <SafeHtml className={styles.body} html={content} />
          </RadixDialog.Description>
          <div className={styles.actions}>
            {showCancel ? (
              <Button variant="ghost" onClick={onCancel}>
                {cancelText || labels.cancel}
              </Button>
            ) : null}
            <Button variant="primary" onClick={onConfirm}>
              {confirmText || labels.confirm}
            </Button>
          </div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
