import { Dialog } from '@site/ui/dialog';
import { toast } from '@site/ui/toast-api';
import { useState } from 'react';
import { usePopupsStore } from '../../../shared/stores/popups';
import { CaptchaGate } from '../../../shared/forms/captcha/CaptchaGate';
import { FormMessage } from '../../../shared/forms/Field';
import { useAuthT } from '../i18n/messages';
import { useAuthFlow } from '../state/flow';
import { ForgotStep1, type ForgotTarget } from './ForgotStep1';
import { ForgotStep2 } from './ForgotStep2';
import styles from '../auth.module.css';

/**
 * Forgot password in two steps (SPEC 4): account and phone give a uuid, then
 * the code and the new password. On success the popup closes (its forms are
 * unmounted, so they reset), the success toast shows and the login popup opens.
 */
export function ForgotPasswordPopup({ open }: { open: boolean }) {
  const { t } = useAuthT();
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next ? undefined : usePopupsStore.getState().closePopup())}
      title={t('dialog.forgot')}
      closeLabel={t('dialog.close')}
      className={styles.dialog}
    >
      <CaptchaGate>
        <ForgotFlow />
      </CaptchaGate>
    </Dialog>
  );
}

function ForgotFlow() {
  const { t } = useAuthT();
  const [target, setTarget] = useState<ForgotTarget | null>(null);
  const [expired, setExpired] = useState(false);

  const done = (username: string) => {
    const popups = usePopupsStore.getState();
    popups.closePopup();
    toast.success(t('forgot.success'));
    useAuthFlow.getState().set({ prefillUsername: username });
    popups.openPopup({ kind: 'login', tab: 'login', loginMethod: 'account' });
  };

  return (
    <div className={styles.register}>
      <ol className={styles.steps} aria-label={t('register.stepsLabel')}>
        {(['forgot.step1', 'forgot.step2'] as const).map((key, i) => {
          const current = (target ? 1 : 0) === i;
          return (
            <li key={key} className={current ? styles.stepCurrent : styles.step} aria-current={current ? 'step' : undefined}>
              <span className={styles.stepNumber} aria-hidden="true">
                {i + 1}
              </span>
              {t(key)}
            </li>
          );
        })}
      </ol>
      <FormMessage text={expired ? t('forgot.expired') : null} />
      <div hidden={target !== null}>
        <ForgotStep1
          onVerified={(next) => {
            setExpired(false);
            setTarget(next);
          }}
        />
      </div>
      {target ? (
        <ForgotStep2
          key={target.uuid}
          target={target}
          onBack={() => setTarget(null)}
          onExpired={() => {
            setExpired(true);
            setTarget(null);
          }}
          onDone={() => done(target.username)}
        />
      ) : null}
    </div>
  );
}
