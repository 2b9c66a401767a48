import { lazy } from 'react';
import { loadNamespaces } from '../../shared/i18n/i18n';

export { walletPaths } from './paths';
// Small: the gate's calls and dialogs load with the first finance click.
export { useFinanceGate } from './gate/useFinanceGate';
export { usePendingFinance } from './gate/usePendingFinance';
// Keys only (no calls): other features refresh the balance after moving money (e.g. the VIP points exchange).
export { walletKeys } from './api/keys';

const withWallet = <M,>(load: () => Promise<M>) => Promise.all([load(), loadNamespaces('wallet')]).then(([m]) => m);

/**
 * The header's balance, eye, refresh and recycle (SPEC 2). Lazy: mount it
 * only when logged in, inside <Suspense>.
 */
export const HeaderWallet = lazy(() => withWallet(() => import('./header/HeaderWallet')));

/** Popups of the wallet for the popup host's table (kind -> component). */
export const walletPopups = {
  transferToGame: lazy(() => withWallet(() => import('./popups/TransferToGamePopup'))),
};
