import { toLocalPhone } from '@site/contract/rules/phone';
import { useState } from 'react';
import { FormMessage } from '../../../shared/forms/Field';
import { useAuthT } from '../i18n/messages';
import { useAuthFlow } from '../state/flow';
import { RegisterStep1, type VerifiedPhone } from './RegisterStep1';
import { RegisterStep2 } from './RegisterStep2';
import styles from '../auth.module.css';

/**
 * Registration in two steps (SPEC 4). A 012007 draft (telephone, countryCode,
 * uuid) starts at step 2; so does a LINE registration whose phone went to
 * LINE already verified. Both steps stay mounted so Previous keeps what was typed.
 */
export function RegisterPanel() {
  const { t } = useAuthT();
  const draft = useAuthFlow((s) => s.draft);
  const line = useAuthFlow((s) => s.line);
  const [phone, setPhone] = useState<VerifiedPhone | null>(() => {
    if (draft) return { countryCode: draft.countryCode, telephone: draft.telephone, uuid: draft.uuid };
    if (line?.phone) return { ...line.phone };
    return null;
  });
  const [step, setStep] = useState<1 | 2>(phone ? 2 : 1);
  const [expired, setExpired] = useState(false);

  const notice = expired
    ? null
    : step === 2 && draft
      ? t('register.draftNotice')
      : line
        ? t('register.lineNotice', { name: line.displayName || 'LINE' })
        : null;

  return (
    <div className={styles.register}>
      <ol className={styles.steps} aria-label={t('register.stepsLabel')}>
        {[1, 2].map((n) => (
          <li key={n} className={n === step ? styles.stepCurrent : styles.step} aria-current={n === step ? 'step' : undefined}>
            <span className={styles.stepNumber} aria-hidden="true">
              {n}
            </span>
            {t(n === 1 ? 'register.step1' : 'register.step2')}
          </li>
        ))}
      </ol>
      <FormMessage text={notice} tone="info" />
      <FormMessage text={expired ? t('register.phoneExpired') : null} />
      <div hidden={step !== 1}>
        <RegisterStep1
          initial={phone && { countryCode: phone.countryCode, telephone: toLocalPhone(phone.telephone, { countryCode: phone.countryCode }) }}
          onVerified={(verified) => {
            setPhone(verified);
            setExpired(false);
            setStep(2);
          }}
        />
      </div>
      {phone ? (
        <div hidden={step !== 2}>
          <RegisterStep2
            phone={phone}
            line={line}
            onBack={() => setStep(1)}
            onPhoneExpired={() => {
              setExpired(true);
              setStep(1);
            }}
          />
        </div>
      ) : null}
    </div>
  );
}
