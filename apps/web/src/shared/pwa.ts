/**
 * The installable app on the first screen (kept to a few hundred bytes): the
 * service worker is registered after load (registerServiceWorker, from app/afterLoad.ts), in production builds over https or
 * on localhost only; the browser's install prompt (beforeinstallprompt) is
 * kept for the app-download page's install button.
 */
export interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let deferred: InstallPromptEvent | null = null;
const listeners = new Set<() => void>();
const set = (event: InstallPromptEvent | null) => {
  deferred = event;
  listeners.forEach((listener) => listener());
};

export const installPrompt = (): InstallPromptEvent | null => deferred;
export const clearInstallPrompt = () => set(null);
export function onInstallPrompt(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function startPwa(): void {
  addEventListener('beforeinstallprompt', (event) => {
    // Our button offers it (app-download page) instead of the browser's mini-infobar.
    event.preventDefault();
    set(event as InstallPromptEvent);
  });
  addEventListener('appinstalled', clearInstallPrompt);
}

/** Called after the page's load event (app/afterLoad.ts), so its bytes are not on the first screen. */
export function registerServiceWorker(): void {
  const { protocol, hostname } = location;
  if (import.meta.env.PROD && 'serviceWorker' in navigator && (protocol === 'https:' || hostname === 'localhost' || hostname === '127.0.0.1')) {
    void navigator.serviceWorker.register('/sw.js').catch(() => undefined);
  }
}
