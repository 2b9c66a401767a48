import { showToast } from '@site/ui/toast-api';
import { logout } from '../../../shared/session';
import { usePopupsStore } from '../../../shared/stores/popups';

/**
 * After a password change (SPEC 8: 密碼修改成功，請重新登入): the server ended
 * every other session of the player; this one ends with the logout (POST
 * /v1/user/logout, the token forgotten). Other tabs of this browser follow
 * through the session store's storage event; the login popup opens here.
 */
export async function endSessionAfterPasswordChange(message: string): Promise<void> {
  showToast(message, { kind: 'success' });
  await logout();
  usePopupsStore.getState().openPopup({ kind: 'login', tab: 'login' });
}
