import { cashierPageQuery, FRAME_HEIGHT, frameHeightFor, type CashierPage } from '@site/contract/frame';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { Init } from '../app/session';
import type { PageProps } from './page-props';

export type { PageProps } from './page-props';

export interface PageEntry<P extends CashierPage> {
  /** The screen, in its own chunk: `pages/<page>/<Page>Page.tsx`. */
  component: LazyExoticComponent<ComponentType<PageProps<P>>>;
  /** Its address query (`?page=<page>&...`): the contract's schema, shared with the host's cashierPageSrc. */
  query: (typeof cashierPageQuery)[P];
  /** The least frame height; the content may make it taller (useFrameHeight). */
  minHeight: (init: Init) => number;
}

const standard = () => FRAME_HEIGHT.standard;

/**
 * Every cashier page (the contract's CASHIER_PAGES): adding a page to the
 * contract without an entry here fails the type check.
 */
export const PAGES: { [P in CashierPage]: PageEntry<P> } = {
  transfer: {
    component: lazy(() => import('./transfer/TransferPage').then((m) => ({ default: m.TransferPage }))),
    query: cashierPageQuery.transfer,
    // SPEC 4: 430 / 400 (DB points notice) / 370 (no game target).
    minHeight: (init) => frameHeightFor(init.target),
  },
  recharge: {
    component: lazy(() => import('./recharge/RechargePage').then((m) => ({ default: m.RechargePage }))),
    query: cashierPageQuery.recharge,
    minHeight: standard,
  },
  withdraw: {
    component: lazy(() => import('./withdraw/WithdrawPage').then((m) => ({ default: m.WithdrawPage }))),
    query: cashierPageQuery.withdraw,
    minHeight: standard,
  },
  wallet: {
    component: lazy(() => import('./wallet/WalletPage').then((m) => ({ default: m.WalletPage }))),
    query: cashierPageQuery.wallet,
    minHeight: standard,
  },
  bindCard: {
    component: lazy(() => import('./bindCard/BindCardPage').then((m) => ({ default: m.BindCardPage }))),
    query: cashierPageQuery.bindCard,
    minHeight: standard,
  },
  bindAddress: {
    component: lazy(() => import('./bindAddress/BindAddressPage').then((m) => ({ default: m.BindAddressPage }))),
    query: cashierPageQuery.bindAddress,
    minHeight: standard,
  },
  passbook: {
    component: lazy(() => import('./passbook/PassbookPage').then((m) => ({ default: m.PassbookPage }))),
    query: cashierPageQuery.passbook,
    minHeight: standard,
  },
};
