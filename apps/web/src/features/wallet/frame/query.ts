import { cashierPageQuery, type CashierPage, type CashierPageQuery } from '@site/contract/frame';

/**
 * The frame's query for `page` from the host page's address (SPEC 2: type,
 * openBindPage, the passbook's filter). Each entry is checked on its own by
 * the contract's schema, so one bad value (type=2) drops only itself; keys
 * the page does not take are left out. Never a secret: the token goes in init.
 */
export function frameQuery<P extends CashierPage>(page: P, search: URLSearchParams, skip: readonly string[] = []): CashierPageQuery<P> {
  const schema = cashierPageQuery[page];
  const out: Record<string, string> = {};
  for (const [key, value] of search) {
    if (!value || skip.includes(key) || !Object.hasOwn(schema.shape, key)) continue;
    const parsed = schema.safeParse({ [key]: value });
    const kept = parsed.success ? (parsed.data as Record<string, unknown>)[key] : undefined;
    if (typeof kept === 'string') out[key] = kept;
  }
  return out as CashierPageQuery<P>;
}
