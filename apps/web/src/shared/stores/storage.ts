import type { StoreApi } from 'zustand';

const memory = new Map<string, string>();
type Kind = 'localStorage' | 'sessionStorage';

/** Web storage when the browser allows it, memory otherwise (private mode, tests). */
function read(kind: Kind, key: string): string | null {
  try {
    return globalThis[kind].getItem(key);
  } catch {
    return memory.get(`${kind}:${key}`) ?? null;
  }
}

function write(kind: Kind, key: string, value: string): void {
  try {
    globalThis[kind].setItem(key, value);
  } catch {
    memory.set(`${kind}:${key}`, value);
  }
}

export function readLocal(key: string): string | null {
  return read('localStorage', key);
}

export function writeLocal(key: string, value: string): void {
  write('localStorage', key, value);
}

/** Kept for this tab's session only (e.g. a floating promotion the player closed). */
export function readSession(key: string): string | null {
  return read('sessionStorage', key);
}

export function writeSession(key: string, value: string): void {
  write('sessionStorage', key, value);
}

export interface PersistOptions<S, P> {
  key: string;
  storage?: Kind;
  /** The part of the state that is kept. */
  pick: (state: S) => P;
  /** Checks a stored value and merges it into the initial state. */
  restore: (stored: Partial<P>, initial: S) => Partial<S>;
  /** Follows changes made by other tabs (the `storage` event). */
  sync?: boolean;
}

/**
 * Keeps part of a zustand store in web storage: restored synchronously at
 * start (no flash of defaults), written on every change. A small stand-in for
 * zustand's persist middleware, which costs more on the first screen.
 */
export function persistStore<S, P>(store: StoreApi<S>, options: PersistOptions<S, P>): void {
  const kind = options.storage ?? 'localStorage';
  const initial = store.getState();
  const load = (text: string | null) => {
    try {
      const parsed = JSON.parse(text ?? '{"state":{}}') as { state?: Partial<P> } | null;
      if (parsed && typeof parsed === 'object' && parsed.state) store.setState(options.restore(parsed.state, initial));
    } catch {
      // A damaged entry is ignored and overwritten by the next change.
    }
  };
  const text = read(kind, options.key);
  if (text) load(text);
  let last = JSON.stringify(options.pick(store.getState()));
  if (options.sync) {
    globalThis.addEventListener?.('storage', (event) => {
      if (event.key !== options.key) return;
      load(event.newValue);
      last = JSON.stringify(options.pick(store.getState()));
    });
  }
  store.subscribe((state) => {
    const next = JSON.stringify(options.pick(state));
    if (next === last) return;
    last = next;
    write(kind, options.key, JSON.stringify({ state: JSON.parse(next) as P, version: 1 }));
  });
}
