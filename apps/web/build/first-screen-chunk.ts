import type { Plugin } from 'vite';

/**
 * Puts every module the entry imports statically (the JS needed for the first
 * screen) into one chunk. Rolldown would otherwise split it into a dozen small
 * shared chunks because lazy routes import the same modules; one chunk
 * compresses better and needs fewer requests. Lazy-only code stays lazy.
 */
export function firstScreenChunk() {
  const imports = new Map<string, readonly string[]>();
  let entry: string | null = null;
  let closure: Set<string> | null = null;

  const plugin: Plugin = {
    name: 'site:first-screen-chunk',
    apply: 'build',
    moduleParsed(info) {
      imports.set(info.id, info.importedIds);
      if (info.isEntry) entry = info.id;
    },
  };

  const test = (id: string): boolean => {
    if (!closure) {
      closure = new Set();
      const stack = entry ? [entry] : [];
      while (stack.length > 0) {
        const id = stack.pop() as string;
        if (closure.has(id)) continue;
        closure.add(id);
        for (const next of imports.get(id) ?? []) stack.push(next);
      }
    }
    if (process.env.FIRST_SCREEN_DEBUG && closure.size && !(test as { printed?: boolean }).printed) {
      (test as { printed?: boolean }).printed = true;
      console.log([...closure].join('\n'));
    }
    // zod stays out of the group: lazy chunks use many more zod functions than
    // the first screen, and a grouped module carries every function used anywhere.
    return closure.has(id) && !id.includes('/node_modules/zod/');
  };

  return { plugin, group: { name: 'app', test } };
}
