import { validateConfirmPassword, validateNewPassword, validatePassword } from '@site/contract/rules/account';
import { Button } from '@site/ui/button';
import { useState, type FormEvent } from 'react';
import { serverMessage } from '../../../shared/forms/errors';
import { FormMessage, PasswordField } from '../../../shared/forms/Field';
import { useFormMessages } from '../../../shared/forms/messages';
import { useForm } from '../../../shared/forms/useForm';
import { useAgentPassword } from '../api/useAgentPassword';
import { AgentFrame } from '../components/AgentFrame';
import styles from '../components/agent.module.css';

/** /agent/password (issue 21): the current password and a new one twice; the agent's other sessions end. */
export default function AgentPasswordScreen() {
  const { t } = useFormMessages('agent');
  return (
    <AgentFrame title={t('password.title')}>
      <PasswordForm />
    </AgentFrame>
  );
}

function PasswordForm() {
  const { t, message } = useFormMessages('agent');
  const change = useAgentPassword();
  const form = useForm(
    { oldPwd: '', newPwd: '', confirmPwd: '' },
    {
      oldPwd: (v) => (v ? null : validatePassword(v)),
      newPwd: (v, values) => validatePassword(v) ?? validateNewPassword(v, values.oldPwd),
      confirmPwd: (v, values) => validateConfirmPassword(values.newPwd, v),
    },
  );
  const [result, setResult] = useState<{ tone: 'error' | 'info'; text: string } | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (change.isPending || !form.validate()) return;
    setResult(null);
    try {
      await change.mutateAsync(form.values);
      form.reset();
      setResult({ tone: 'info', text: t('password.done') });
    } catch (error) {
      setResult({ tone: 'error', text: serverMessage(error) ?? t('errors.failed') });
    }
  };

  const field = (name: 'oldPwd' | 'newPwd' | 'confirmPwd', label: string, autoComplete: string) => (
    <PasswordField label={label} field={form.field(name)} errorText={message(form.errors[name])} autoComplete={autoComplete} showLabel={t('password.show')} hideLabel={t('password.hide')} />
  );
  return (
    <form className={`${styles.card} ${styles.form}`} onSubmit={(event) => void submit(event)} noValidate aria-busy={change.isPending || undefined}>
      {field('oldPwd', t('password.old'), 'current-password')}
      {field('newPwd', t('password.new'), 'new-password')}
      {field('confirmPwd', t('password.confirm'), 'new-password')}
      <p className={styles.muted}>{t('password.note')}</p>
      <FormMessage text={result?.text} tone={result?.tone} />
      <Button type="submit" disabled={change.isPending}>
        {t('password.submit')}
      </Button>
    </form>
  );
}
