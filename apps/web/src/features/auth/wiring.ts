import { registerLineHandler } from '../../shared/session/line';
import { usePopupsStore } from '../../shared/stores/popups';
import { useSessionStore } from '../../shared/stores/session';

/**
 * First-screen wiring of the auth feature (tiny; the work loads on demand):
 * - a LINE return (the session side takes the state token out of the address)
 *   logs in or registers through the lazy LINE module;
 * - `pendingAuth === 'register'` (query tab=register) opens the login popup on Register.
 */
registerLineHandler((stateToken, action) => import('./line/lineReturn').then((m) => m.lineReturn(stateToken, action)));

function openPendingAuth(pending: string | null): void {
  if (pending !== 'register') return;
  const popups = usePopupsStore.getState();
  popups.setPendingAuth(null);
  // Taken at start and read again by the shell once rendered: a popup already on Register keeps what it holds.
  const open = popups.open;
  if (open?.kind === 'login' && open.tab === 'register') return;
  if (!useSessionStore.getState().token) popups.openPopup({ kind: 'login', tab: 'register' });
}

usePopupsStore.subscribe((state, previous) => {
  if (state.pendingAuth !== previous.pendingAuth) openPendingAuth(state.pendingAuth);
});
