/**
 * Dialogs `/mine/account?openDialog=<name>` opens at once (SPEC 2). The names
 * are the ones other screens and the cashier frame link with (the withdraw
 * gate uses popupWithDrawPwdBind); every dialog of the screen has one, so the
 * address always says which is open. Add a dialog here (name -> what it is)
 * and in its section, and document it in docs/features.md. A name whose
 * dialog does not apply (a password already set, a birthday already fixed, a
 * phone already bound...) opens nothing.
 */
export const ACCOUNT_DIALOGS = {
  /** Profile: picks an avatar (the user menu's avatar popup). */
  popupAvatar: 'avatar',
  /** Profile: changes the nickname, once (SPEC 5: at most 10, not the old one). */
  popupNickname: 'nickname',
  /** Profile: gender. */
  popupGender: 'gender',
  /** Profile: sets the birthday, once (age 18-100). */
  popupBirthday: 'birthday',
  /** Profile: the language, kept on the server (PUT /v1/user/language). */
  popupLanguage: 'language',
  /** Profile: appearance (device, dark, light; the user menu's popup). */
  popupAppearance: 'appearance',
  /** ID verification: real name, ID number, front and back photos. */
  popupIdCard: 'idCard',
  /** Phone: binds a first number (the user menu's and finance gate's popup). */
  popupMobileBind: 'mobileBinding',
  /** Phone: changes the bound number in two steps (old number, then new one). */
  popupMobileChange: 'mobileChange',
  /** Login password: with the old one or a phone code; logs out after. */
  popupLoginPwd: 'loginPassword',
  /** Sets the withdrawal password (SPEC 5: 6 digits, typed twice; once only). */
  popupWithDrawPwdBind: 'withdrawPassword',
  /** Resets the withdrawal password by phone code or login password. */
  popupWithDrawPwdReset: 'withdrawPasswordReset',
  /** Withdrawal protection on or off. */
  popupWithdrawProtect: 'withdrawProtect',
  /** SMS login verification on or off (a code to the bound phone). */
  popupSmsVerify: 'smsVerify',
} as const;

export type AccountDialogName = keyof typeof ACCOUNT_DIALOGS;
export type AccountDialog = (typeof ACCOUNT_DIALOGS)[AccountDialogName];

export function accountDialogFor(name: string | null): AccountDialog | null {
  return name !== null && Object.hasOwn(ACCOUNT_DIALOGS, name) ? ACCOUNT_DIALOGS[name as AccountDialogName] : null;
}

/** The address name of each dialog, for writing it back (the map's inverse). */
export const DIALOG_NAME = Object.fromEntries(Object.entries(ACCOUNT_DIALOGS).map(([name, dialog]) => [dialog, name])) as Record<AccountDialog, AccountDialogName>;

/** Router state of a visit to the account page that should lead back to a finance page when done (the withdraw gate). */
export interface AccountReturnState {
  returnTo?: string;
}
