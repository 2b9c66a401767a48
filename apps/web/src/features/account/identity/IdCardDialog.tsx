import { filterIdNumber, ID_NUMBER_INPUT, ID_PHOTOS, validateIdNumber, validateRealNameStrict, type IdPhoto } from '@site/contract/rules/identity';
import { showToast } from '@site/ui/toast-api';
import { useState } from 'react';
import { errorCode, FORM_FAILURE_WORDS } from '../../../shared/forms/errors';
import { apiErrorText } from '@site/client/errors';
import { TextField } from '../../../shared/forms/Field';
import { useFormMessages } from '../../../shared/forms/messages';
import { useForm } from '../../../shared/forms/useForm';
import forms from '../../../shared/forms/forms.module.css';
import { useSubmitIdCard } from '../api/useSubmitIdCard';
import { DialogForm } from '../shared/DialogForm';
import { ACCOUNT_ERROR_CODES, placeFailure } from '../shared/failure';
import styles from './identity.module.css';
import { PhotoField } from './PhotoField';

type Photo = IdPhoto;
const PHOTOS = ID_PHOTOS;

/**
 * ID verification (SPEC 3, 4, 5): the real name (the contract's strict
 * validator), the Taiwan ID number with its check digit
 * (請輸入有效的身分證號碼), front and back photos uploaded first; POST
 * /v1/user/idcard starts the review (verifying, then success or failure).
 */
export default function IdCardDialog({ onClose }: { onClose: () => void }) {
  const { t, message } = useFormMessages('accountPopups');
  const submitCall = useSubmitIdCard();
  const form = useForm({ realName: '', idNumber: '' }, { realName: (v) => validateRealNameStrict(v), idNumber: (v) => validateIdNumber(v) });
  const [files, setFiles] = useState<Record<Photo, string | null>>({ idFront: null, idBack: null });
  const [photoErrors, setPhotoErrors] = useState<Partial<Record<Photo, string>>>({});
  const [formMessage, setFormMessage] = useState<string | null>(null);

  const submit = () => {
    const valid = form.validate();
    const missing = Object.fromEntries(PHOTOS.filter((p) => !files[p]).map((p) => [p, 'accountPopups:idCard.photoRequired']));
    setPhotoErrors(missing);
    if (!valid || Object.keys(missing).length > 0 || !files.idFront || !files.idBack) return;
    setFormMessage(null);
    submitCall.mutate(
      { realName: form.values.realName, idNumber: form.values.idNumber, frontFileId: files.idFront, backFileId: files.idBack },
      {
        onSuccess: () => {
          showToast(t('idCard.done'), { kind: 'success' });
          onClose();
        },
        onError: (error) => {
          if (errorCode(error) === ACCOUNT_ERROR_CODES.idCardPhotoInvalid) {
            const said = apiErrorText(error, FORM_FAILURE_WORDS) ?? 'accountPopups:idCard.uploadFailed';
            setPhotoErrors({ idFront: said, idBack: said });
            return;
          }
          setFormMessage(placeFailure(error, { [ACCOUNT_ERROR_CODES.idNumberTaken]: 'idNumber' }, form.setError));
        },
      },
    );
  };

  return (
    <DialogForm title={t('idCard.title')} onClose={onClose} onSubmit={submit} submitLabel={t('idCard.submit')} pending={submitCall.isPending} message={formMessage}>
      <p className={forms.hint}>{t('idCard.intro')}</p>
      <TextField label={t('idCard.realName')} field={form.field('realName')} errorText={message(form.errors.realName)} autoComplete="name" maxLength={50} hint={t('idCard.realNameHint')} />
      <TextField
        label={t('idCard.idNumber')}
        field={form.field('idNumber')}
        errorText={message(form.errors.idNumber)}
        filter={filterIdNumber}
        {...ID_NUMBER_INPUT}
      />
      <div className={styles.photos}>
        {PHOTOS.map((photo) => (
          <PhotoField
            key={photo}
            purpose={photo}
            label={t(`idCard.${photo}`)}
            error={photoErrors[photo] ?? null}
            onUploaded={(fileId) => {
              setFiles((current) => ({ ...current, [photo]: fileId }));
              if (fileId) setPhotoErrors((current) => ({ ...current, [photo]: undefined }));
            }}
          />
        ))}
      </div>
    </DialogForm>
  );
}
