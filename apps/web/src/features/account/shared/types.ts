import type { UserDetail } from '../api/useUserDetail';
import type { AccountDialog } from '../dialogs';

/** What every section of /mine/account is given by the page. */
export interface SectionProps {
  detail: UserDetail;
  /** The dialog the address names (openDialog), or null. */
  dialog: AccountDialog | null;
  /** Opens a dialog (written to the address) or closes it (null). */
  onDialog: (dialog: AccountDialog | null) => void;
}
