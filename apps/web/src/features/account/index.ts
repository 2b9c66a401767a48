export { accountPages } from './routes';
export { ACCOUNT_DIALOGS, type AccountDialogName, type AccountReturnState } from './dialogs';

/**
 * The withdrawal-password query, loaded on demand: its endpoint's schema (zod)
 * must not ride on the first screen through this index (DESIGN 8).
 */
export const loadWithdrawPasswordQuery = () => import('./api/withdrawPasswordBound').then((m) => m.withdrawPasswordQuery);

/** The shell follows a language change with the server while logged in (app/shell/user/SessionEffects.tsx). */
export { useFollowUserLanguage } from './api/setLanguage';
