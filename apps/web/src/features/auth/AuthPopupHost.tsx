import { lazy, Suspense, type ComponentType } from 'react';
import { loadNamespaces } from '../../shared/i18n/i18n';
import { usePopupsStore } from '../../shared/stores/popups';

type PopupModule = { default: ComponentType };

/** A popup's code with the `auth` and shared `forms` strings, asked for once: a preload and React's first render share it. */
function popupLoader(load: () => Promise<PopupModule>): () => Promise<PopupModule> {
  let loading: Promise<PopupModule> | undefined;
  return () => {
    loading ??= Promise.all([load(), loadNamespaces(['auth', 'forms'])]).then(([m]) => m);
    // A failed fetch (offline) is asked for again the next time rather than kept.
    loading.catch(() => (loading = undefined));
    return loading;
  };
}

const loadLogin = popupLoader(() => import('./popups/LoginEntry'));
// Each loads with its first opening (or the login popup earlier, when the address asks for it: preloadLoginPopup).
const Login = lazy(loadLogin);
const Forgot = lazy(popupLoader(() => import('./popups/ForgotEntry')));

/** Starts loading the login popup (with its register tab) before it is opened: an invite link asks for it at start. */
export function preloadLoginPopup(): void {
  void loadLogin().catch(() => undefined);
}

/** The auth popups' host (SPEC 2: one popup at a time, from the popup store). */
export function AuthPopupHost() {
  const kind = usePopupsStore((s) => s.open?.kind);
  const Popup = kind === 'login' ? Login : kind === 'forgotPassword' ? Forgot : null;
  return Popup ? (
    <Suspense fallback={null}>
      <Popup />
    </Suspense>
  ) : null;
}
