import { UPLOAD_ACCEPT, validateUpload } from '@site/contract/rules/identity';
import { useEffect, useId, useState, type ChangeEvent } from 'react';
import { failureMessage } from '../../../shared/forms/errors';
import { useFormMessages } from '../../../shared/forms/messages';
import forms from '../../../shared/forms/forms.module.css';
import { useUploadIdPhoto } from '../api/uploadIdPhoto';
import styles from './identity.module.css';

export interface PhotoFieldProps {
  purpose: 'idFront' | 'idBack';
  label: string;
  /** The uploaded file's id, or null while there is none (or it is being sent). */
  onUploaded: (fileId: string | null) => void;
  /** A message for this photo from the form (missing, or refused by the server). */
  error?: string | null;
}

/**
 * One ID photo (SPEC 5: jpeg, jpg, png or gif, at most 10 MB): checked in
 * the browser before a byte is sent, previewed, then uploaded at once as raw
 * bytes (POST /v1/fund/upload?purpose=, as the cashier's bank-card binding
 * does); the server decides the type from the content.
 */
export function PhotoField({ purpose, label, onUploaded, error }: PhotoFieldProps) {
  const { t, message } = useFormMessages('accountPopups');
  const id = useId();
  const upload = useUploadIdPhoto();
  const [preview, setPreview] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  // The preview URL is made in the change handler and released when replaced or unmounted.
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    setProblem(null);
    setDone(false);
    setPreview(null);
    onUploaded(null);
    if (!file) return;
    const rule = file.size === 0 ? 'accountPopups:idCard.photoEmpty' : validateUpload(file, 'idImage');
    if (rule) {
      setProblem(rule);
      event.target.value = '';
      return;
    }
    setPreview(URL.createObjectURL(file));
    upload.mutate(
      { purpose, file },
      {
        onSuccess: (result) => {
          setDone(true);
          onUploaded(result.fileId);
        },
        onError: (failure) => {
          // 文件上傳失敗 (SPEC 8) unless the catalogue says more (a format refused by its content: 031011).
          const said = failureMessage(failure);
          setProblem(said === 'forms:errors.network' ? 'accountPopups:idCard.uploadFailed' : said);
        },
      },
    );
  };

  const shown = message(problem ?? error);
  return (
    <div className={forms.field}>
      <label className={forms.label} htmlFor={id}>
        {label}
      </label>
      <div className={styles.preview} data-empty={preview ? undefined : ''}>
        {preview ? <img src={preview} alt={t('idCard.preview', { what: label })} /> : <span aria-hidden="true">＋</span>}
      </div>
      <input
        id={id}
        className={styles.file}
        type="file"
        accept={UPLOAD_ACCEPT.idImage}
        aria-invalid={shown ? true : undefined}
        aria-describedby={`${id}-hint${shown ? ` ${id}-error` : ''}`}
        onChange={pick}
      />
      <p id={`${id}-hint`} className={forms.hint} role="status">
        {upload.isPending ? t('idCard.uploading') : done ? t('idCard.uploaded') : t('idCard.photoHint')}
      </p>
      {shown ? (
        <p id={`${id}-error`} className={forms.error} role="alert">
          {shown}
        </p>
      ) : null}
    </div>
  );
}
