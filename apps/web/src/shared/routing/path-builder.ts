/** Typed path builders from route patterns such as '/game/lobby/:gameType?/:channelCode?'. */

export type ParamValue = string | number;

type Segments<P extends string> = P extends `${infer Head}/${infer Tail}` ? Segments<Head> | Segments<Tail> : P;
type RequiredParams<P extends string> = Segments<P> extends infer S
  ? S extends `:${string}?`
    ? never
    : S extends `:${infer Name}`
      ? Name
      : never
  : never;
type OptionalParams<P extends string> = Segments<P> extends infer S ? (S extends `:${infer Name}?` ? Name : never) : never;

/** Path parameters (required and optional) and named query parameters, in one object. */
export type BuilderArgs<P extends string, Q extends string> = { [K in RequiredParams<P>]: ParamValue } & {
  [K in OptionalParams<P> | Q]?: ParamValue | null | undefined;
};

export type PathBuilder<P extends string, Q extends string> = [RequiredParams<P>] extends [never]
  ? (args?: BuilderArgs<P, Q>) => string
  : (args: BuilderArgs<P, Q>) => string;

/**
 * Fills `:name` and `:name?` segments; a missing optional segment ends the
 * path (later optional segments cannot follow an empty one). Every other
 * argument listed in `query` goes to the query string.
 */
export function buildRoutePath(pattern: string, query: readonly string[], args: Record<string, ParamValue | null | undefined> = {}): string {
  const out: string[] = [];
  let stopped = false;
  for (const segment of pattern.split('/').filter(Boolean)) {
    if (!segment.startsWith(':')) {
      if (!stopped) out.push(segment);
      continue;
    }
    const optional = segment.endsWith('?');
    const name = segment.slice(1, optional ? -1 : undefined);
    const value = args[name];
    if (value === undefined || value === null || value === '') {
      if (!optional) throw new Error(`missing route parameter ${name} for ${pattern}`);
      stopped = true;
      continue;
    }
    if (stopped) throw new Error(`route parameter ${name} given after an empty optional one in ${pattern}`);
    out.push(encodeURIComponent(String(value)));
  }
  const search = new URLSearchParams();
  for (const name of query) {
    const value = args[name];
    if (value !== undefined && value !== null && value !== '') search.set(name, String(value));
  }
  const path = `/${out.join('/')}`;
  const qs = search.toString();
  return qs ? `${path}?${qs}` : path;
}
