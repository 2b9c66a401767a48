import * as RadixDialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { useReturnFocus } from '../focus/useReturnFocus';
import styles from '../confirm/ConfirmDialog.module.css';

export interface ChoiceDialogProps {
  open: boolean;
  title: string;
  /** The body, as React nodes (no HTML string). */
  children: ReactNode;
  /** The choices, as buttons; the only ways out. */
  actions: ReactNode;
}

/**
 * A dialog answered only by its own buttons (issue 20's reality check): no close icon, and neither
 * a click on the backdrop nor Escape closes it, so a stray click cannot dismiss it. Focus is
 * trapped inside and returned on close; its role is alertdialog.
 */
export function ChoiceDialog({ open, title, children, actions }: ChoiceDialogProps) {
  const focus = useReturnFocus();
  return (
    <RadixDialog.Root open={open}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={styles.overlay} />
        <RadixDialog.Content
          role="alertdialog"
          aria-modal="true"
          className={styles.content}
          onOpenAutoFocus={focus.onOpenAutoFocus}
          onCloseAutoFocus={focus.onCloseAutoFocus}
          onEscapeKeyDown={(event) => event.preventDefault()}
          onPointerDownOutside={(event) => event.preventDefault()}
          onInteractOutside={(event) => event.preventDefault()}
        >
          <RadixDialog.Title className={styles.title}>{title}</RadixDialog.Title>
          <RadixDialog.Description asChild>
            <div className={styles.body}>{children}</div>
          </RadixDialog.Description>
          <div className={styles.actions}>{actions}</div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
