/**
 * A value read from the database and reused for `ttlMs`: for reference data
 * that operators change rarely (catalogue, currencies, channels, the
 * maintenance switch). Every process reads again after `ttlMs`, so several
 * servers sharing one database agree within that time; no state that matters
 * lives only here. A failed read is not kept, so the next call tries again.
 */
export function freshFor<T>(ttlMs: number, load: () => Promise<T>, clock: () => number = Date.now): { get: () => Promise<T> } {
  let cached: { at: number; value: Promise<T> } | undefined;
  return {
    get: () => {
      const now = clock();
      if (ttlMs <= 0) return load();
      if (!cached || now - cached.at >= ttlMs) {
        const value = load();
        const entry = { at: now, value };
        cached = entry;
        value.catch(() => {
          if (cached === entry) cached = undefined;
        });
      }
      return cached.value;
    },
  };
}

/** One `freshFor` per key (e.g. per database handle), made on first use. */
export function freshPer<K extends object, T>(ttlMs: number, load: (key: K) => Promise<T>): (key: K) => Promise<T> {
  const byKey = new WeakMap<K, ReturnType<typeof freshFor<T>>>();
  return (key) => {
    let entry = byKey.get(key);
    if (!entry) {
      entry = freshFor(ttlMs, () => load(key));
      byKey.set(key, entry);
    }
    return entry.get();
  };
}

/**
 * Values by string key, each reused for `ttlMs`; at most `max` keys (the
 * oldest goes first), so keys taken from a query cannot grow it without end.
 */
export function freshMap<T>(ttlMs: number, max = 256, clock: () => number = Date.now) {
  const entries = new Map<string, { at: number; value: Promise<T> }>();
  return {
    get(key: string, load: () => Promise<T>): Promise<T> {
      const now = clock();
      const hit = entries.get(key);
      if (hit && now - hit.at < ttlMs) return hit.value;
      if (hit) entries.delete(key);
      else if (entries.size >= max) entries.delete(entries.keys().next().value as string);
      const value = load();
      const entry = { at: now, value };
      entries.set(key, entry);
      value.catch(() => {
        if (entries.get(key) === entry) entries.delete(key);
      });
      return value;
    },
    get size() {
      return entries.size;
    },
  };
}
