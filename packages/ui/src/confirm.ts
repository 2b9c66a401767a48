// The imperative API only (no Radix): cheap to import on every page.
export {
  confirm,
  settleConfirm,
  resetConfirms,
  subscribeConfirms,
  getConfirmEntries,
  CONFIRM_OPEN_DELAY_MS,
  CONFIRM_CLOSE_DELAY_MS,
  type ConfirmOptions,
  type ConfirmEntry,
} from './confirm/confirm-store';
