import { browser } from '../session/browser';
import { readSession, writeSession } from '../stores/storage';

/**
 * A page's code that fails to load is most often a new build's doing: the site was deployed while this
 * tab was open, and the old build's chunk names are gone. Loading the address again gets the new build
 * (the service worker's navigations are network-first). Once per address a minute, so a chunk that is
 * really broken shows the page's error instead of reloading for ever; never offline (the reload would
 * only find the offline screen).
 */
const RELOADED_KEY = 'newBuild:reloaded';
const ONCE_WITHIN_MS = 60_000;

/** What a browser says when a module chunk (or, through Vite's preload, its CSS) could not be fetched. */
const CODE_LOAD_FAILED =
  /dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS/i;

export function isCodeLoadError(error: unknown): boolean {
  return CODE_LOAD_FAILED.test(error instanceof Error ? error.message : String(error));
}

interface Reloaded {
  address: string;
  at: number;
}

function lastReload(): Reloaded | null {
  try {
    const value = JSON.parse(readSession(RELOADED_KEY) ?? 'null') as Partial<Reloaded> | null;
    return typeof value?.address === 'string' && typeof value.at === 'number' ? { address: value.address, at: value.at } : null;
  } catch {
    return null;
  }
}

/** Loads the current address again for a new build; false (nothing done) when offline or already tried. */
export function reloadForNewBuild(): boolean {
  if (!navigator.onLine) return false;
  const address = `${location.pathname}${location.search}`;
  const now = Date.now();
  const last = lastReload();
  if (last && last.address === address && now - last.at < ONCE_WITHIN_MS) return false;
  writeSession(RELOADED_KEY, JSON.stringify({ address, at: now } satisfies Reloaded));
  browser.reload();
  return true;
}
