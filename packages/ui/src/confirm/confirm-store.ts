import { requestHost } from '../ui-events';

/** SPEC 4 / 9: the confirmation dialog opens and closes with a 200 ms delay. */
export const CONFIRM_OPEN_DELAY_MS = 200;
export const CONFIRM_CLOSE_DELAY_MS = 200;

export interface ConfirmOptions {
  title?: string;
  /** HTML, sanitised by SafeHtml before it reaches the page. */
  content: string;
  confirmText?: string;
  cancelText?: string;
  /** Cancel is shown by default (SPEC 4). */
  showCancel?: boolean;
  /** Clicking the backdrop closes the dialog only when enabled (off by default). */
  closeOnBackdrop?: boolean;
  /** Run about 200 ms after the dialog closed by its confirm button. */
  onConfirm?: () => void;
  /** Run about 200 ms after the dialog closed any other way. */
  onCancel?: () => void;
}

export interface ConfirmEntry {
  readonly id: number;
  readonly options: ConfirmOptions;
  readonly open: boolean;
  readonly closing: boolean;
}

interface Pending {
  resolve: (result: boolean) => void;
}

let seq = 0;
let entries: readonly ConfirmEntry[] = [];
const pending = new Map<number, Pending>();
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

function patch(id: number, change: Partial<ConfirmEntry>): void {
  entries = entries.map((e) => (e.id === id ? { ...e, ...change } : e));
  emit();
}

export function subscribeConfirms(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getConfirmEntries(): readonly ConfirmEntry[] {
  return entries;
}

/**
 * Creates a confirmation dialog; it opens about 200 ms later. Resolves true on
 * confirm, false on cancel, 200 ms after the dialog closed, and the dialog is
 * then removed. Needs a mounted <ConfirmHost />.
 */
export function confirm(options: ConfirmOptions): Promise<boolean> {
  const id = ++seq;
  entries = [...entries, { id, options, open: false, closing: false }];
  emit();
  requestHost('confirm');
  const promise = new Promise<boolean>((resolve) => pending.set(id, { resolve }));
  setTimeout(() => {
    const entry = entries.find((e) => e.id === id);
    if (entry && !entry.closing) patch(id, { open: true });
  }, CONFIRM_OPEN_DELAY_MS);
  return promise;
}

/** Closes a dialog; the callback runs about 200 ms later and then the dialog is removed. */
export function settleConfirm(id: number, result: boolean): void {
  const entry = entries.find((e) => e.id === id);
  if (!entry || entry.closing) return;
  patch(id, { open: false, closing: true });
  setTimeout(() => {
    if (result) entry.options.onConfirm?.();
    else entry.options.onCancel?.();
    pending.get(id)?.resolve(result);
    pending.delete(id);
    entries = entries.filter((e) => e.id !== id);
    emit();
  }, CONFIRM_CLOSE_DELAY_MS);
}

/** Drops every dialog without running callbacks (tests, logout). */
export function resetConfirms(): void {
  for (const [, p] of pending) p.resolve(false);
  pending.clear();
  entries = [];
  emit();
}
