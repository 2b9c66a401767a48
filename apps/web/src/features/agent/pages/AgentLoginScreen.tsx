import { LOGIN_GUARD_ERROR_CODES } from '@site/contract/codes/login-guard';
import { validatePassword, validateUsername } from '@site/contract/rules/account';
import { Button } from '@site/ui/button';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { CaptchaGate, useCaptcha } from '../../../shared/forms/captcha/CaptchaGate';
import { errorCode, serverMessage } from '../../../shared/forms/errors';
import { FormMessage, PasswordField, TextField } from '../../../shared/forms/Field';
import { useFormMessages } from '../../../shared/forms/messages';
import { processDataOptions } from '../../../shared/forms/queries';
import { useForm } from '../../../shared/forms/useForm';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { agentNext } from '../api/login-path';
import { useAgentLogin } from '../api/useAgentLogin';
import { useAgentSession } from '../session/store';
import styles from '../components/agent.module.css';

/**
 * /agent/login (issue 21): the agent's account and password, a captcha when the process data
 * asks for one or the account's guard does (012080, as the player's login). Back to the agent
 * page asked for (`next`) after it; an agent already logged in goes there at once.
 */
export default function AgentLoginScreen() {
  const { t } = useTranslation('agent');
  useEffect(() => {
    document.title = t('login.title');
  }, [t]);
  return (
    <div className={styles.center}>
      <CaptchaGate>
        <LoginCard />
      </CaptchaGate>
    </div>
  );
}

function LoginCard() {
  const { t, message } = useFormMessages('agent');
  const [params] = useSearchParams();
  const next = agentNext(params.get('next'));
  const navigate = useNavigate();
  const client = useQueryClient();
  const requestCaptcha = useCaptcha();
  const loggedIn = useAgentSession((s) => s.token !== null);
  const login = useAgentLogin();
  const form = useForm({ username: '', pwd: '' }, { username: (v) => validateUsername(v), pwd: (v) => validatePassword(v) });
  const [busy, setBusy] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  if (loggedIn && !busy) return <Navigate to={next} replace />;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || !form.validate()) return;
    const { username, pwd } = form.values;
    setBusy(true);
    setFormError(null);
    try {
      const flags = await client.fetchQuery(processDataOptions()).catch(() => null);
      const captcha = flags?.loginCaptcha ? await requestCaptcha() : undefined;
      if (captcha === null) return;
      const send = (validation: typeof captcha) => login.mutateAsync({ username, pwd, ...(validation ? { captchaValidation: validation } : {}) });
      try {
        await send(captcha);
      } catch (error) {
        if (captcha || errorCode(error) !== LOGIN_GUARD_ERROR_CODES.accountCaptchaRequired) throw error;
        const solved = await requestCaptcha();
        if (solved === null) return;
        await send(solved);
      }
      void navigate(next, { replace: true });
    } catch (error) {
      setFormError(serverMessage(error) ?? t('errors.failed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className={styles.loginCard} aria-labelledby="agent-login-title">
      <h1 id="agent-login-title" className={styles.title}>
        {t('login.title')}
      </h1>
      <p className={styles.muted}>{t('login.lead')}</p>
      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate aria-busy={busy || undefined}>
        <TextField label={t('login.account')} field={form.field('username')} errorText={message(form.errors.username)} autoComplete="username" spellCheck={false} autoCapitalize="off" />
        <PasswordField
          label={t('login.password')}
          field={form.field('pwd')}
          errorText={message(form.errors.pwd)}
          autoComplete="current-password"
          showLabel={t('password.show')}
          hideLabel={t('password.hide')}
        />
        <FormMessage text={formError} />
        <Button type="submit" size="lg" block disabled={busy} aria-busy={busy || undefined}>
          {busy ? t('login.submitting') : t('login.submit')}
        </Button>
      </form>
    </section>
  );
}
