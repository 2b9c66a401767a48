import { Dialog } from '@site/ui/dialog';
import { TabPanel, Tabs } from '@site/ui/tabs';
import { useId } from 'react';
import { usePopupsStore, type Popup } from '../../../shared/stores/popups';
import { useFrontendType } from '../../../shared/session/userInfo';
import { CaptchaGate } from '../../../shared/forms/captcha/CaptchaGate';
import { useAuthT } from '../i18n/messages';
import { LineButton } from '../line/LineButton';
import { RegisterPanel } from '../register/RegisterPanel';
import { useAuthFlow } from '../state/flow';
import { AccountLoginForm } from './AccountLoginForm';
import { PhoneLoginForm } from './PhoneLoginForm';
import { PasskeyLoginButton } from './PasskeyLoginButton';
import { PhoneVerifyPanel } from './PhoneVerifyPanel';
import { TwoFactorPanel } from './TwoFactorPanel';
import forms from '../../../shared/forms/forms.module.css';
import styles from '../auth.module.css';

export type LoginPopupState = Extract<Popup, { kind: 'login' }>;
type Tab = LoginPopupState['tab'];
type Method = NonNullable<LoginPopupState['loginMethod']>;

/**
 * The login popup of SPEC 2: tabs Login and Register, Login with sub-tabs
 * account and phone. Frontend type 2 shows only the account login (no tabs,
 * no forgot-password link, no register). 500 px, focus trapped and returned.
 */
export function LoginPopup({ popup }: { popup: LoginPopupState | null }) {
  const { t } = useAuthT();
  const idBase = useId();
  const accountOnly = useFrontendType() === 2;
  const verification = useAuthFlow((s) => s.verification);
  const twoFactor = useAuthFlow((s) => s.twoFactor);
  const tab: Tab = accountOnly ? 'login' : (popup?.tab ?? 'login');
  const method: Method = accountOnly ? 'account' : (popup?.loginMethod ?? 'account');
  const show = (next: Partial<LoginPopupState>) => usePopupsStore.getState().openPopup({ kind: 'login', tab, loginMethod: method, ...next });

  const close = () => usePopupsStore.getState().closePopup();
  const title = twoFactor ? t('dialog.twoFactor') : verification ? t('dialog.verify') : tab === 'register' ? t('dialog.register') : t('dialog.login');

  let body;
  // Issue 39: a login from a new device with two-factor on asks for the authenticator code (013040).
  if (twoFactor) body = <TwoFactorPanel step={twoFactor} />;
  else if (verification) body = <PhoneVerifyPanel verification={verification} />;
  else if (accountOnly) body = <AccountLoginForm />;
  else
    body = (
      <>
        <Tabs
          label={t('tabs.label')}
          idBase={`${idBase}main`}
          value={tab}
          items={[
            { value: 'login', label: t('tabs.login') },
            { value: 'register', label: t('tabs.register') },
          ]}
          onChange={(next) => show({ tab: next })}
        />
        <TabPanel idBase={`${idBase}main`} value={tab} className={styles.panel}>
          {tab === 'register' ? <RegisterPanel /> : <LoginPanel idBase={`${idBase}method`} method={method} onMethod={(m) => show({ loginMethod: m })} />}
        </TabPanel>
      </>
    );

  return (
    <Dialog open={popup !== null} onOpenChange={(open) => (open ? undefined : close())} title={title} closeLabel={t('dialog.close')} className={styles.dialog}>
      <CaptchaGate>{body}</CaptchaGate>
    </Dialog>
  );
}

function LoginPanel({ idBase, method, onMethod }: { idBase: string; method: Method; onMethod: (m: Method) => void }) {
  const { t } = useAuthT();
  return (
    <>
      <Tabs
        label={t('tabs.methodLabel')}
        idBase={idBase}
        variant="underline"
        className={styles.subTabs}
        value={method}
        items={[
          { value: 'account', label: t('tabs.account') },
          { value: 'phone', label: t('tabs.phone') },
        ]}
        onChange={onMethod}
      />
      <TabPanel idBase={idBase} value={method} className={styles.panel}>
        {method === 'phone' ? <PhoneLoginForm /> : <AccountLoginForm />}
      </TabPanel>
      <div className={styles.below}>
        <button type="button" className={forms.linkButton} onClick={() => usePopupsStore.getState().openPopup({ kind: 'forgotPassword' })}>
          {t('login.forgot')}
        </button>
        <span>
          {t('login.noAccount')}{' '}
          <button type="button" className={forms.linkButton} onClick={() => usePopupsStore.getState().openPopup({ kind: 'login', tab: 'register' })}>
            {t('login.toRegister')}
          </button>
        </span>
      </div>
      <div className={styles.divider}>
        <span>{t('login.or')}</span>
      </div>
      <PasskeyLoginButton />
      <LineButton label={t('login.line')} action={1} />
    </>
  );
}
