/**
 * Dialogs `/mine/account?openDialog=<name>` opens at once (SPEC 2). The names
 * are the ones other screens and the cashier frame link with; add a dialog
 * here (name -> what it is) and in AccountPage's table, and document it in
 * docs/features.md.
 */
export const ACCOUNT_DIALOGS = {
  /** Sets the withdrawal password (SPEC 5: 6 digits, typed twice). */
  popupWithDrawPwdBind: 'withdrawPassword',
} as const;

export type AccountDialogName = keyof typeof ACCOUNT_DIALOGS;
export type AccountDialog = (typeof ACCOUNT_DIALOGS)[AccountDialogName];

export function accountDialogFor(name: string | null): AccountDialog | null {
  return name !== null && Object.hasOwn(ACCOUNT_DIALOGS, name) ? ACCOUNT_DIALOGS[name as AccountDialogName] : null;
}

/** Router state of a visit to the account page that should lead back to a finance page when done (the withdraw gate). */
export interface AccountReturnState {
  returnTo?: string;
}
