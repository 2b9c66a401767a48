import * as z from 'zod/mini';

/**
 * A schema built on its first use (a parse, or a schema built around it being built), not when its module
 * is imported (issue 36): building a zod object costs a few hundred microseconds, and the web app's first
 * screen imports the game and configuration calls without parsing most of their answers (a server-rendered
 * page brings its data along). It parses, infers and describes itself (z.toJSONSchema) as the schema it
 * wraps; only its `.shape` is not there, so a schema whose shape is spread into another stays eager.
 */
/* @__NO_SIDE_EFFECTS__ */
export function lazySchema<T extends z.ZodMiniType>(build: () => T): z.ZodMiniLazy<T> {
  return z.lazy(build);
}
