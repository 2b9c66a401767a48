export type ToastKind = 'info' | 'success' | 'error' | 'warning';

export interface ToastRequest {
  message: string;
  kind: ToastKind;
  /** Same id replaces an earlier toast instead of stacking a copy. */
  id?: string;
}

import { requestHost } from '../ui-events';

type Sink = (request: ToastRequest) => void;

let sink: Sink | null = null;
const queue: ToastRequest[] = [];

/**
 * Shows a toast. Sonner is loaded on demand, so the first toast of a session
 * waits in a queue until the host has loaded it.
 */
export function showToast(message: string, options: { kind?: ToastKind; id?: string } = {}): void {
  const request: ToastRequest = { message, kind: options.kind ?? 'info', id: options.id };
  if (sink) {
    sink(request);
    return;
  }
  queue.push(request);
  requestHost('toast');
}

export const toast = {
  info: (message: string, id?: string) => showToast(message, { kind: 'info', id }),
  success: (message: string, id?: string) => showToast(message, { kind: 'success', id }),
  error: (message: string, id?: string) => showToast(message, { kind: 'error', id }),
  warning: (message: string, id?: string) => showToast(message, { kind: 'warning', id }),
};

/** Called by the loaded toaster: drains the queue, then receives toasts directly. */
export function attachToastSink(next: Sink): () => void {
  sink = next;
  while (queue.length > 0) next(queue.shift() as ToastRequest);
  return () => {
    if (sink === next) sink = null;
  };
}
