import type { UploadPurpose } from '@site/contract/api/fund';
import { useEffect, useId, useState, type ChangeEvent } from 'react';
import { useUpload } from '../../api/useUpload';
import styles from '../../components/fund.module.css';
import { FormError } from '../../components/FormMessage';
import { useTranslation } from '../../i18n/useTranslation';
import { isApiError } from '@site/client/errors';
import { PHOTO_ACCEPT, photoProblem } from './photo';
import local from './BindCardPage.module.css';

export interface PhotoFieldProps {
  purpose: UploadPurpose;
  label: string;
  /** The uploaded file's id, or null while none is (or it is being sent). */
  onUploaded: (fileId: string | null) => void;
  /** Shown when the form is submitted without this photo. */
  missing?: boolean;
}

/**
 * One photo: a labelled file input, checked in the browser (type, 10 MB),
 * previewed, then sent at once as raw bytes to the upload endpoint, which
 * decides the type from the content and answers a fileId.
 */
export function PhotoField({ purpose, label, onUploaded, missing }: PhotoFieldProps) {
  const t = useTranslation('bindCard');
  const ids = { input: useId(), error: useId() };
  const upload = useUpload();
  const [preview, setPreview] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  // The preview URL is made in the change handler and released when replaced or unmounted.
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    setError(null);
    setDone(false);
    onUploaded(null);
    setPreview(null);
    if (!file) return;
    const problem = photoProblem(file);
    if (problem) {
      setError(t(`photo.${problem}`));
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
          if (isApiError(failure) && (failure.case === 'session' || failure.case === 'maintenance')) return;
          setError(isApiError(failure) && failure.text ? failure.text : t('photo.uploadFailed'));
        },
      },
    );
  };

  const message = error ?? (missing && !done && !upload.isPending ? t('photo.required') : null);
  return (
    <div className={local.photo}>
      <label className={styles.label} htmlFor={ids.input}>
        {label}
      </label>
      <div className={local.preview} data-empty={preview ? undefined : ''}>
        {preview ? <img src={preview} alt={t('photo.preview', { what: label })} /> : <span aria-hidden="true">＋</span>}
      </div>
      <input
        id={ids.input}
        className={local.file}
        type="file"
        accept={PHOTO_ACCEPT}
        aria-invalid={message ? true : undefined}
        aria-describedby={message ? ids.error : undefined}
        onChange={pick}
      />
      {upload.isPending ? (
        <p className={styles.hint} role="status">
          {t('photo.uploading')}
        </p>
      ) : done ? (
        <p className={styles.hint} role="status">
          {t('photo.uploaded')}
        </p>
      ) : null}
      <FormError id={ids.error}>{message}</FormError>
    </div>
  );
}
