import { formatDateTime } from '@site/contract/rules/format';
import { PGSI_QUESTIONS, type SelfAssessment } from '@site/contract/api/protection';
import { Button } from '@site/ui/button';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useFormFailure } from '../../../shared/forms/failure';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { useIsLoggedIn } from '../../../shared/stores/session';
import { LoginFirst, PageFrame } from '../../../shared/ui';
import { contentPaths } from '../../content/paths';
import { useSelfAssessment } from '../api/useSelfAssessment';
import { ProtectionSection } from '../components/ProtectionSection';
import { PROTECTION_ADDRESSES } from '../paths';
import styles from '../protection.module.css';

const QUESTIONS = Array.from({ length: PGSI_QUESTIONS }, (_, i) => i);
const ANSWERS = [0, 1, 2, 3] as const;

/**
 * /mine/protection/self-assessment: the Problem Gambling Severity Index's nine questions about the
 * last 12 months, scored by the server, which keeps the result and returns the one before it.
 */
export default function SelfAssessmentPage() {
  const { t } = useTranslation(['protection', 'forms']);
  const { failureText } = useFormFailure();
  const loggedIn = useIsLoggedIn();
  const submit = useSelfAssessment();
  const [answers, setAnswers] = useState<(number | undefined)[]>(() => QUESTIONS.map(() => undefined));
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  const form = useRef<HTMLFormElement>(null);

  if (!loggedIn) return <LoginFirst title={t('selfAssessment.title')} prompt={t('selfAssessment.loginFirst')} action={t('login')} askOnArrival={false} />;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const missing = answers.findIndex((a) => a === undefined);
    if (missing >= 0) {
      setError(t('selfAssessment.unanswered', { count: PGSI_QUESTIONS }));
      form.current?.querySelector<HTMLInputElement>(`input[name="${id}-q${missing}"]`)?.focus();
      return;
    }
    setError(null);
    submit.mutate(answers as number[], {
      onError: (e) => {
        // The catalogue's words as they are; the network wording is a key of the shared form texts.
        setError(failureText(e, { orNetwork: true }));
      },
    });
  };

  const again = () => {
    submit.reset();
    setAnswers(QUESTIONS.map(() => undefined));
  };

  return (
    <PageFrame title={t('selfAssessment.title')} description={t('selfAssessment.description')}>
      <ProtectionSection>
        {submit.data ? (
          <Result result={submit.data} previous={submit.data.previous} onAgain={again} />
        ) : (
          <form ref={form} className={styles.form} onSubmit={onSubmit} noValidate aria-describedby={error ? `${id}-error` : undefined}>
            <p className={styles.lead}>{t('selfAssessment.intro')}</p>
            {QUESTIONS.map((q) => (
              // A labelled group rather than a fieldset: its question sits inside the card, not on its border.
              <div key={q} role="group" aria-labelledby={`${id}-t${q}`} className={styles.card}>
                <p id={`${id}-t${q}`} className={styles.cardTitle}>
                  {t(`selfAssessment.questions.${q}`)}
                </p>
                <div className={styles.actions}>
                  {ANSWERS.map((a) => (
                    <label key={a} className={styles.label}>
                      <input type="radio" name={`${id}-q${q}`} value={a} checked={answers[q] === a} onChange={() => setAnswers((all) => all.map((old, i) => (i === q ? a : old)))} />{' '}
                      {t(`selfAssessment.answers.${a}`)}
                    </label>
                  ))}
                </div>
              </div>
            ))}
            {error ? (
              <p id={`${id}-error`} className={styles.error} role="alert">
                {error}
              </p>
            ) : null}
            <div className={styles.actions}>
              <Button type="submit" disabled={submit.isPending}>
                {t('selfAssessment.submit')}
              </Button>
            </div>
          </form>
        )}
      </ProtectionSection>
    </PageFrame>
  );
}

function Result({ result, previous, onAgain }: { result: SelfAssessment; previous: SelfAssessment | null; onAgain: () => void }) {
  const { t } = useTranslation('protection');
  const heading = useRef<HTMLHeadingElement>(null);
  // The answers' form is gone: the result takes the focus and the view, or a phone would be left at the footer.
  useEffect(() => {
    heading.current?.focus();
    heading.current?.scrollIntoView?.({ block: 'center' });
  }, []);
  return (
    <section className={styles.card} aria-labelledby="self-assessment-result">
      <h2 id="self-assessment-result" ref={heading} tabIndex={-1} className={styles.cardTitle}>
        {t('selfAssessment.score', { score: result.score })}
      </h2>
      <p className={styles.lead}>{t(`selfAssessment.bands.${result.band}`)}</p>
      {previous ? <p className={styles.reset}>{t('selfAssessment.previous', { score: previous.score, date: formatDateTime(previous.takenAt) })}</p> : null}
      <div className={styles.actions}>
        <Link to={PROTECTION_ADDRESSES.protection.path}>{t('selfAssessment.toLimits')}</Link>
        <Link to={contentPaths.responsibility()}>{t('selfAssessment.toResponsibility')}</Link>
      </div>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onAgain}>
          {t('selfAssessment.again')}
        </Button>
      </div>
    </section>
  );
}
