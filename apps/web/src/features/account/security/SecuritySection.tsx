import { Button } from '@site/ui/button';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useId } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { usePopupsStore } from '../../../shared/stores/popups';
import { useSessionStore } from '../../../shared/stores/session';
import type { AccountDialog } from '../dialogs';
import styles from './SecuritySection.module.css';
import { withdrawPasswordQuery } from './status';

const WithdrawPasswordDialog = lazy(() => import('./WithdrawPasswordDialog'));

export interface SecuritySectionProps {
  /** The dialog the address asks for (openDialog), or null. */
  dialog: AccountDialog | null;
  onDialog: (dialog: AccountDialog | null) => void;
  /** Where the player came from (the withdraw gate): offered, and gone to, once the password is set. */
  returnTo?: string;
}

/** My account's security (SPEC 2 screens): the withdrawal password's status and the dialog that sets it. */
export function SecuritySection({ dialog, onDialog, returnTo }: SecuritySectionProps) {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const headingId = useId();
  const token = useSessionStore((s) => s.token);
  const status = useQuery({ ...withdrawPasswordQuery(), enabled: token !== null, staleTime: 30_000 });
  const bound = status.data;
  const statusText = !token ? t('security.loginFirst') : status.isPending ? t('security.loading') : bound ? t('security.set') : t('security.notSet');
  const set = () => (token ? onDialog('withdrawPassword') : usePopupsStore.getState().openPopup({ kind: 'login', tab: 'login' }));

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {t('security.title')}
      </h2>
      <div className={styles.row}>
        <div className={styles.label}>
          <span className={styles.name}>{t('security.withdrawPassword.name')}</span>
          <span className={bound ? `${styles.status} ${styles.ok}` : styles.status}>{statusText}</span>
        </div>
        {/* SPEC 4: once set it cannot be changed here; the button shows only while there is none. */}
        {bound ? null : (
          <Button size="sm" onClick={set} disabled={token !== null && status.isPending}>
            {t('security.withdrawPassword.setButton')}
          </Button>
        )}
      </div>
      {bound && returnTo ? (
        <Button variant="secondary" onClick={() => void navigate(returnTo)}>
          {t('security.backToWithdraw')}
        </Button>
      ) : null}
      {/* The dialog waits for the status: a password already set is not asked for again. */}
      {dialog === 'withdrawPassword' && token && bound === false ? (
        <Suspense fallback={null}>
          <WithdrawPasswordDialog
            onClose={() => onDialog(null)}
            onDone={() => {
              onDialog(null);
              // From the withdraw gate: straight back to the withdrawal, whose gates now pass.
              if (returnTo) void navigate(returnTo);
            }}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
