import { useLocation, useSearchParams } from 'react-router';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { PageFrame } from '../../../shared/ui';
import { accountDialogFor, ACCOUNT_DIALOGS, type AccountDialog, type AccountReturnState } from '../dialogs';
import { SecuritySection } from '../security/SecuritySection';

/** The address name of each dialog, for writing it back (the map's inverse). */
const NAME_OF = Object.fromEntries(Object.entries(ACCOUNT_DIALOGS).map(([name, dialog]) => [dialog, name])) as Record<AccountDialog, string>;

/**
 * /mine/account (SPEC 2). `openDialog` names the dialog to open at once
 * (dialogs.ts); the address is the dialog's state, so opening it from the
 * page writes the name and closing removes it (replacing, not adding, history).
 */
export default function AccountPage() {
  const { t } = useTranslation('account');
  const [search, setSearch] = useSearchParams();
  const { state } = useLocation();
  const returnTo = (state as AccountReturnState | null)?.returnTo;
  const dialog = accountDialogFor(search.get('openDialog'));

  const onDialog = (next: AccountDialog | null) => {
    const params = new URLSearchParams(search);
    if (next) params.set('openDialog', NAME_OF[next]);
    else params.delete('openDialog');
    // Keep the way back to the withdrawal while the player is here.
    setSearch(params, { replace: true, state });
  };

  return (
    <PageFrame title={t('account.title')} description={t('account.description')}>
      <SecuritySection dialog={dialog} onDialog={onDialog} returnTo={returnTo} />
    </PageFrame>
  );
}
