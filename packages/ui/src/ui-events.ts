/**
 * Which hosts have been asked for. The toast and dialog machinery (sonner,
 * Radix, DOMPurify) stays out of the first screen: a light host listens here
 * and loads the real one when the first toast or dialog is requested.
 */
export type HostKind = 'toast' | 'confirm';

const requested = new Set<HostKind>();
const listeners = new Set<(kind: HostKind) => void>();

export function requestHost(kind: HostKind): void {
  const first = !requested.has(kind);
  requested.add(kind);
  if (first) for (const listener of listeners) listener(kind);
}

export function wasHostRequested(kind: HostKind): boolean {
  return requested.has(kind);
}

export function onHostRequested(listener: (kind: HostKind) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
