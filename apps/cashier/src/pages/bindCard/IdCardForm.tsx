import { ACCOUNT_ERROR_CODES } from '@site/contract/api/account';
import { filterIdNumber, ID_NUMBER_INPUT, ID_PHOTOS, validateIdNumber, validateRealNameStrict, type IdPhoto } from '@site/contract/rules/identity';
import { apiErrorCode, apiErrorText } from '@site/client/errors';
import { useId, useState, type FormEvent } from 'react';
import { useCashier } from '../../app/session';
import { useSubmitIdCard } from '../../api/useSubmitIdCard';
import styles from '../../components/fund.module.css';
import { SubmitFoot } from '../../components/SubmitFoot';
import { TextField } from '../../components/TextField';
import { useRuleText } from '../../components/ruleText';
import { useSingleFlight } from '../../components/useSingleFlight';
import { fundFailureWords } from '../../i18n/failureWords';
import { useTranslation } from '../../i18n/useTranslation';
import { PhotoFields } from './PhotoField';

type Photo = IdPhoto;
const PHOTOS = ID_PHOTOS;

/**
 * The ID verification a bank card needs (SPEC 5), inside the frame (issue 34: the account page's dialog
 * took the player out of the cashier): the real name and Taiwan ID number by the contract's validators,
 * the front and back photos (reused by the card application, issue 19), then an operator's review.
 */
export function IdCardForm() {
  const { t } = useTranslation('bindCard');
  const rule = useRuleText();
  const { post } = useCashier();
  const ids = { name: useId(), number: useId(), error: useId() };
  const submitCall = useSubmitIdCard();
  const flight = useSingleFlight();
  const [realName, setRealName] = useState('');
  const [idNumber, setIdNumber] = useState('');
  const [files, setFiles] = useState<Record<Photo, string | null>>({ idFront: null, idBack: null });
  const [submitted, setSubmitted] = useState(false);
  const [taken, setTaken] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);

  const nameProblem = validateRealNameStrict(realName);
  const numberProblem = validateIdNumber(idNumber);
  const shownName = submitted && nameProblem ? rule(nameProblem) : null;
  const shownNumber = (submitted && numberProblem ? rule(numberProblem) : null) ?? taken;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setServerError(null);
    setTaken(null);
    const { idFront, idBack } = files;
    if (nameProblem || numberProblem || !idFront || !idBack) return;
    const result = await flight.run(() => submitCall.mutateAsync({ realName, idNumber, frontFileId: idFront, backFileId: idBack }));
    if (!result) return;
    if (result.ok) {
      post({ type: 'toast', kind: 'success', message: t('idForm.done') });
      return;
    }
    const text = apiErrorText(result.error, fundFailureWords(t));
    if (apiErrorCode(result.error) === ACCOUNT_ERROR_CODES.idNumberTaken) setTaken(text);
    else setServerError(text);
  };

  const text = (id: string, label: string, value: string, change: (v: string) => void, problem: string | null, extra: object) => (
    <TextField id={id} label={label} problem={problem} value={value} onChange={(e) => change(e.target.value)} {...extra} />
  );

  return (
    <form className={styles.panel} onSubmit={(e) => void submit(e)} noValidate aria-label={t('idForm.title')}>
      <h3 className={styles.title}>{t('idForm.title')}</h3>
      <p className={styles.hint}>{t('idForm.intro')}</p>
      {text(ids.name, t('idForm.realName'), realName, setRealName, shownName, { autoComplete: 'name', maxLength: 50 })}
      {text(ids.number, t('idForm.idNumber'), idNumber, (v) => setIdNumber(filterIdNumber(v)), shownNumber, ID_NUMBER_INPUT)}
      <PhotoFields purposes={PHOTOS} files={files} submitted={submitted} onUploaded={(purpose, fileId) => setFiles((f) => ({ ...f, [purpose]: fileId }))} />
      <SubmitFoot errorId={ids.error} error={serverError} flight={flight} busyLabel={t('submitting')} label={t('idForm.submit')} />
    </form>
  );
}
