export { accountPages } from './routes';
export { withdrawPasswordQuery } from './security/status';
export { ACCOUNT_DIALOGS, type AccountDialogName, type AccountReturnState } from './dialogs';
