import { lazy } from 'react';
import { loadNamespaces } from '../../shared/i18n/i18n';

export { walletPages } from './routes';

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
