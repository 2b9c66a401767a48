import { createHash } from 'node:crypto';

/** Deterministic pseudo-random bytes from a string (same input, same picture). */
export function seededBytes(seed: string, length = 32): Uint8Array {
  const out = new Uint8Array(length);
  let block = 0;
  for (let i = 0; i < length; i += 32) {
    const digest = createHash('sha256').update(`${seed}#${block++}`).digest();
    out.set(digest.subarray(0, Math.min(32, length - i)), i);
  }
  return out;
}

export function pick<T>(items: readonly T[], byte: number): T {
  return items[byte % items.length] as T;
}

/** Escapes text for an SVG/XML text node or attribute. */
export function xml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
