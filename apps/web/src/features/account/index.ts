export { accountPaths } from './paths';
export { ACCOUNT_DIALOGS, type AccountDialogName, type AccountReturnState } from './dialogs';

/**
 * The withdrawal-password query, loaded on demand: its endpoint's schema (zod)
 * must not ride on the first screen through this index (DESIGN 8).
 */
export const loadWithdrawPasswordQuery = () => import('./api/useWithdrawPasswordBound').then((m) => m.withdrawPasswordQuery);
