import { Button } from '@site/ui/button';
import { useLocation, useSearchParams } from 'react-router';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { usePopupsStore } from '../../../shared/stores/popups';
import { useIsLoggedIn } from '../../../shared/stores/session';
import { PageFrame } from '../../../shared/ui';
import { AccountSections } from '../AccountSections';
import { accountDialogFor, DIALOG_NAME, type AccountDialog, type AccountReturnState } from '../dialogs';
import styles from '../shared/account.module.css';

/**
 * /mine/account (SPEC 2). `openDialog` names the dialog to open at once
 * (dialogs.ts); the address is the dialog's state, so opening it from the
 * page writes the name and closing removes it (replacing, not adding,
 * history). A visitor is asked to log in; the dialog named opens after.
 */
export default function AccountPage() {
  const { t } = useTranslation('account');
  const [search, setSearch] = useSearchParams();
  const { state } = useLocation();
  const loggedIn = useIsLoggedIn();
  const returnTo = (state as AccountReturnState | null)?.returnTo;
  const dialog = accountDialogFor(search.get('openDialog'));

  const onDialog = (next: AccountDialog | null) => {
    const params = new URLSearchParams(search);
    if (next) params.set('openDialog', DIALOG_NAME[next]);
    else params.delete('openDialog');
    // Keep the way back to the withdrawal while the player is here.
    setSearch(params, { replace: true, state });
  };

  return (
    <PageFrame title={t('account.title')} description={t('account.description')}>
      {loggedIn ? (
        <AccountSections dialog={dialog} onDialog={onDialog} returnTo={returnTo} />
      ) : (
        <div className={styles.prompt} role="status">
          <p>{t('account.loginFirst')}</p>
          <Button onClick={() => usePopupsStore.getState().openPopup({ kind: 'login', tab: 'login' })}>{t('account.login')}</Button>
        </div>
      )}
    </PageFrame>
  );
}
