// The rendering side (Radix Dialog + DOMPurify): load it lazily.
export { ConfirmHost, type ConfirmHostProps } from './confirm/ConfirmHost';
export { ConfirmDialog, type ConfirmDialogProps, type ConfirmDialogLabels } from './confirm/ConfirmDialog';
