import { useSyncExternalStore } from 'react';
import { ConfirmDialog, type ConfirmDialogLabels } from './ConfirmDialog';
import { getConfirmEntries, settleConfirm, subscribeConfirms } from './confirm-store';

export interface ConfirmHostProps {
  labels: ConfirmDialogLabels;
}

/** Renders every dialog created with `confirm()`. Mount once, near the root. */
export function ConfirmHost({ labels }: ConfirmHostProps) {
  const entries = useSyncExternalStore(subscribeConfirms, getConfirmEntries, getConfirmEntries);
  return (
    <>
      {entries.map(({ id, options, open }) => (
        <ConfirmDialog
          key={id}
          open={open}
          title={options.title}
          content={options.content}
          confirmText={options.confirmText}
          cancelText={options.cancelText}
          showCancel={options.showCancel}
          closeOnBackdrop={options.closeOnBackdrop}
          labels={labels}
          onConfirm={() => settleConfirm(id, true)}
          onCancel={() => settleConfirm(id, false)}
        />
      ))}
    </>
  );
}
