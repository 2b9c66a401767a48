import { lazy, Suspense, type ComponentType } from 'react';
import { loadNamespaces } from '../../shared/i18n/i18n';
import { usePopupsStore } from '../../shared/stores/popups';

const popup = (load: () => Promise<{ default: ComponentType }>) =>
  lazy(() => Promise.all([load(), loadNamespaces(['auth', 'forms'])]).then(([m]) => m));
// Each loads with its first opening, together with the `auth` and shared `forms` strings.
const Login = popup(() => import('./popups/LoginEntry'));
const Forgot = popup(() => import('./popups/ForgotEntry'));

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
