import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { walletPopups } from '../../../features/wallet';
import { usePopupsStore, type PopupKind } from '../../../shared/stores/popups';

/**
 * The account popups of SPEC 2 (avatar, appearance, mobile binding), each
 * loaded with its first opening; their strings load as they render. They need
 * a login, so this host lives in the logged-in chunk; the auth popups have
 * their own host.
 */
const POPUPS: Partial<Record<PopupKind, LazyExoticComponent<ComponentType>>> = {
  avatar: lazy(() => import('../../../features/account/popups/AvatarPopup')),
  appearance: lazy(() => import('../../../features/account/popups/AppearancePopup')),
  mobileBinding: lazy(() => import('../../../features/account/popups/MobileBindingPopup')),
  transferToGame: walletPopups.transferToGame,
};

/** Renders the open account popup (SPEC 2: one at a time); each closes itself through the store. */
export function AccountPopupHost() {
  const kind = usePopupsStore((s) => s.open?.kind);
  const Popup = kind ? POPUPS[kind] : undefined;
  return Popup ? (
    <Suspense fallback={null}>
      <Popup />
    </Suspense>
  ) : null;
}
