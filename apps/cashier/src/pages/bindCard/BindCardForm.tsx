import { ACCOUNT_ERROR_CODES } from '@site/contract/api/account';
import { cardNumberInput, shortNameInput, type UploadPurpose } from '@site/contract/api/fund';
import { FUND_ERROR_CODES } from '@site/contract/codes/fund';
import { hasInvisibleCharacters } from '@site/contract/rules/invisible';
import { useId, useState, type FormEvent } from 'react';
import { useCashier } from '../../app/session';
import { useBanks } from '../../api/useBanks';
import { useBindBankCard } from '../../api/useBindBankCard';
import { apiErrorCode, apiErrorText } from '@site/client/errors';
import { Select } from '@site/ui/fields';
import { fundFailureWords } from '../../i18n/failureWords';
import styles from '../../components/fund.module.css';
import { FormError } from '../../components/FormMessage';
import { SubmitFoot } from '../../components/SubmitFoot';
import { TextField } from '../../components/TextField';
import { useProvedForm, WithdrawPasswordField } from '../../components/WithdrawPasswordField';
import { useTranslation } from '../../i18n/useTranslation';
import { PhotoFields } from './PhotoField';

const ALL_PHOTOS: UploadPurpose[] = ['idFront', 'idBack', 'cardCover'];
const COVER_ONLY: UploadPurpose[] = ['cardCover'];
type Field = 'bank' | 'branch' | 'cardNo';

/**
 * The application: bank, branch, card number (digits only), and the photos, each uploaded as it is picked:
 * the card cover, and the ID's front and back only when `askIdPhotos` (the approved ID verification has none
 * on file; otherwise the server takes its photos, issue 19).
 * The withdrawal password proves it, set here first when the player has none (issue 34).
 * `onIdRequired`: the server refused it for want of an ID verification (013005); the page shows its notice instead.
 */
export function BindCardForm({ onIdRequired, askIdPhotos, headingLevel = 2 }: { onIdRequired: () => void; askIdPhotos: boolean; headingLevel?: 2 | 3 }) {
  const photos = askIdPhotos ? ALL_PHOTOS : COVER_ONLY;
  const { t } = useTranslation('bindCard');
  const { post } = useCashier();
  const ids = { bank: useId(), branch: useId(), cardNo: useId(), error: useId() };
  const banks = useBanks();
  const bind = useBindBankCard();
  const [bankCode, setBankCode] = useState('');
  const [branch, setBranch] = useState('');
  const [cardNo, setCardNo] = useState('');
  const { flight, proof, submitted, serverError, setServerError, send } = useProvedForm();
  const [files, setFiles] = useState<Record<UploadPurpose, string | null>>({ idFront: null, idBack: null, cardCover: null });
  /** A new form (new photo inputs) after a successful application. */
  const [round, setRound] = useState(0);

  const problems: Partial<Record<Field, string>> = {};
  if (!bankCode) problems.bank = t('error.bank');
  if (!shortNameInput.safeParse(branch).success) problems.branch = t(hasInvisibleCharacters(branch) ? 'error.invisible' : 'error.branch');
  if (!cardNumberInput.safeParse(cardNo).success) problems.cardNo = t('error.cardNo');
  const problem = (field: Field) => (submitted ? (problems[field] ?? null) : null);
  const Heading = `h${headingLevel}` as const;

  const submit = async (event: FormEvent) => {
    const { idFront, idBack, cardCover } = files;
    const valid = !Object.keys(problems).length && !photos.some((purpose) => !files[purpose]) && !!cardCover;
    const idPhotos = askIdPhotos && idFront && idBack ? { idFrontFileId: idFront, idBackFileId: idBack } : {};
    const result = await send(event, valid, (withdrawPassword) => bind.mutateAsync({ bankCode, branch, cardNo, ...idPhotos, coverFileId: cardCover ?? '', withdrawPassword }));
    if (!result) return;
    if (result.ok) {
      post({ type: 'toast', kind: 'success', message: t('submittedToast') });
      setBankCode('');
      setBranch('');
      setCardNo('');
      setFiles({ idFront: null, idBack: null, cardCover: null });
      setRound((r) => r + 1);
      return;
    }
    const code = apiErrorCode(result.error);
    if (code === ACCOUNT_ERROR_CODES.idCardRequired) {
      onIdRequired();
      return;
    }
    // One application at a time: SPEC 8's own words for 031003.
    setServerError(code === FUND_ERROR_CODES.bankCardPending ? t('pending') : apiErrorText(result.error, fundFailureWords(t)));
  };

  const text = (field: Field, id: string, label: string, value: string, change: (v: string) => void, extra: object = {}) => (
    <TextField id={id} label={label} problem={problem(field)} value={value} autoComplete="off" onChange={(e) => change(e.target.value)} {...extra} />
  );

  return (
    <form key={round} className={styles.panel} onSubmit={(e) => void submit(e)} noValidate aria-label={t('form')}>
      <Heading className={styles.title}>{t('form')}</Heading>
      <p className={styles.hint}>{t('reviewTime')}</p>
      <div className={styles.field}>
        <label className={styles.label} htmlFor={ids.bank}>
          {t('bank')}
        </label>
        <Select
          id={ids.bank}
          value={bankCode}
          aria-invalid={problem('bank') ? true : undefined}
          aria-describedby={problem('bank') ? `${ids.bank}-error` : undefined}
          onChange={(e) => setBankCode(e.target.value)}
        >
          <option value="">{banks.isPending ? t('loading') : t('bankPick')}</option>
          {(banks.data ?? []).map((b) => (
            <option key={b.code} value={b.code}>
              {b.code} {b.name}
            </option>
          ))}
        </Select>
        <FormError id={`${ids.bank}-error`}>{problem('bank')}</FormError>
      </div>
      {text('branch', ids.branch, t('branch'), branch, setBranch, { maxLength: 30 })}
      {/* Digits only: anything else typed or pasted (spaces, dashes) is dropped as it arrives. */}
      {text('cardNo', ids.cardNo, t('cardNo'), cardNo, (v) => setCardNo(v.replace(/\D/g, '').slice(0, 16)), { inputMode: 'numeric', maxLength: 16 })}
      <PhotoFields purposes={photos} files={files} submitted={submitted} onUploaded={(purpose, fileId) => setFiles((f) => ({ ...f, [purpose]: fileId }))} />
      <WithdrawPasswordField proof={proof} showProblem={submitted} />
      <SubmitFoot errorId={ids.error} error={serverError} flight={flight} busyLabel={t('submitting')} label={t('submit')} />
    </form>
  );
}
