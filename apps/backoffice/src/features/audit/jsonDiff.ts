/**
 * The audit log's values before and after, compared: both JSON values flattened to paths ('roles', 'limits.day',
 * 'parts[1]') and each path whose value differs listed once, with what it was and what it became. A value that
 * is not an object (a number, a string) is the path ''. Pure data: the page renders it as text (no markup).
 */
export type DiffKind = 'changed' | 'added' | 'removed';

export interface DiffLine {
  path: string;
  kind: DiffKind;
  before?: string;
  after?: string;
}

const MAX_VALUE = 160;

/** A leaf value as one short line of text: strings as they are, the rest as JSON; long ones cut with an ellipsis. */
export function showValue(value: unknown): string {
  const text = typeof value === 'string' ? value : value === undefined ? '' : JSON.stringify(value);
  return text.length > MAX_VALUE ? `${text.slice(0, MAX_VALUE - 1)}…` : text;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Every leaf of a JSON value by its path; an empty object or array is a leaf of its own (so `{}` → `{x:1}` shows). */
export function flatten(value: unknown, prefix = '', into = new Map<string, unknown>()): Map<string, unknown> {
  if (Array.isArray(value)) {
    // A list of plain values (roles, restrictions) reads best whole: ["finance","risk"].
    if (value.length === 0 || value.every((v) => !isObject(v) && !Array.isArray(v))) into.set(prefix, value);
    else value.forEach((item, i) => flatten(item, `${prefix}[${i}]`, into));
  } else if (isObject(value)) {
    const entries = Object.entries(value);
    if (entries.length === 0) into.set(prefix, value);
    for (const [key, inner] of entries) flatten(inner, prefix ? `${prefix}.${key}` : key, into);
  } else {
    into.set(prefix, value);
  }
  return into;
}

/** The paths whose values differ between `before` and `after`, in the order they first appear (before's, then after's new ones). */
export function jsonDiff(before: unknown, after: unknown): DiffLine[] {
  const was = before === null || before === undefined ? new Map<string, unknown>() : flatten(before);
  const now = after === null || after === undefined ? new Map<string, unknown>() : flatten(after);
  const lines: DiffLine[] = [];
  for (const [path, value] of was) {
    if (!now.has(path)) lines.push({ path, kind: 'removed', before: showValue(value) });
    else if (JSON.stringify(now.get(path)) !== JSON.stringify(value)) lines.push({ path, kind: 'changed', before: showValue(value), after: showValue(now.get(path)) });
  }
  for (const [path, value] of now) if (!was.has(path)) lines.push({ path, kind: 'added', after: showValue(value) });
  return lines;
}

/** The diff as plain lines for a file (the CSV): `path: before → after`, `path: + after`, `path: - before`. */
export function diffText(before: unknown, after: unknown): string {
  return jsonDiff(before, after)
    .map((l) => `${l.path ? `${l.path}: ` : ''}${l.kind === 'changed' ? `${l.before ?? ''} → ${l.after ?? ''}` : l.kind === 'added' ? `+ ${l.after ?? ''}` : `- ${l.before ?? ''}`}`)
    .join('\n');
}
