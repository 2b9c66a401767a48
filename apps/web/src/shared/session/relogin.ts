import { noticesClosed } from '../api/environment';
import { usePopupsStore } from '../stores/popups';
import { useSessionStore } from '../stores/session';

/**
 * After a session ended by itself (expired, or ended elsewhere: a 401), once its 溫馨提示 notice is closed, the
 * login popup opens, and logging in takes the player back to the page they were on (completeLogin opens the
 * pending page). Issue 34: they were sent home and the page was lost. Home needs no way back.
 */
export function askToLogInAgain(from: string): Promise<void> {
  return noticesClosed().then(() => {
    // Logged in again meanwhile (another tab's login, followed here): nothing to ask.
    if (useSessionStore.getState().token) return;
    const popups = usePopupsStore.getState();
    if (from !== '/') popups.setPendingActivity(from);
    popups.openPopup({ kind: 'login', tab: 'login' });
  });
}
