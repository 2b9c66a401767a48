import { useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { useBackoffice } from '../../app/store';
import { useTranslation } from '../../i18n/useTranslation';
import { CodeStep } from './CodeStep';
import { EnrolStep } from './EnrolStep';
import { SettingsControls } from '../../layout/SettingsControls';
import { PasswordStep } from './PasswordStep';
import { RecoveryCodes } from './RecoveryCodes';

/** The login's steps: the password, then a code (or enrolment the first time), then, after enrolment, the recovery codes once. */
export type LoginStep = { kind: 'password' } | { kind: 'code'; ticket: string } | { kind: 'enrol'; ticket: string } | { kind: 'recovery'; codes: string[] };

/** Only an address inside the back office may be returned to (no open redirect through ?next=). */
export function safeNext(next: string | null): string {
  return next && next.startsWith('/') && !next.startsWith('//') && !next.startsWith('/login') ? next : '/';
}

export default function LoginPage() {
  const { t } = useTranslation('login');
  const [step, setStep] = useState<LoginStep>({ kind: 'password' });
  const [notice, setNotice] = useState<string | null>(null);
  const token = useBackoffice((state) => state.token);
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const next = safeNext(search.get('next'));

  // Signed in already (another tab's step, a reload): the recovery codes are the one screen shown after sign-in.
  // The enrolment's confirmation signs in (the token) a moment before its step hands over the codes: no redirect then.
  if (token && step.kind !== 'recovery' && step.kind !== 'enrol') return <Navigate to={next} replace />;

  const restart = (message: string | null) => {
    setNotice(message);
    setStep({ kind: 'password' });
  };
  return (
    <main className="bo-login">
      <div className="bo-login__tools">
        <SettingsControls />
      </div>
      <div className="bo-login__card">
        <h1>{t('title')}</h1>
        {step.kind === 'password' && <PasswordStep notice={notice} onTicket={(ticket, nextStep) => setStep({ kind: nextStep, ticket })} />}
        {step.kind === 'code' && <CodeStep ticket={step.ticket} onRestart={restart} />}
        {step.kind === 'enrol' && <EnrolStep ticket={step.ticket} onRestart={restart} onEnrolled={(codes) => setStep({ kind: 'recovery', codes })} />}
        {step.kind === 'recovery' && <RecoveryCodes codes={step.codes} onDone={() => void navigate(next, { replace: true })} />}
      </div>
    </main>
  );
}
