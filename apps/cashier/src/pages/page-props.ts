import type { CashierPage, CashierPageQuery } from '@site/contract/frame';

/**
 * What a screen gets as props: its query, parsed with the contract's schema.
 * Everything else: useCashier(). In its own module so the pages need not
 * import the registry that lazily imports them (an import circle).
 */
export interface PageProps<P extends CashierPage> {
  query: CashierPageQuery<P>;
}
