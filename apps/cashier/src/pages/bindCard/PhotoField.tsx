import type { UploadPurpose } from '@site/contract/api/fund';
import { PhotoInput } from '@site/ui/photo';
import { useState } from 'react';
import { useUpload } from '../../api/useUpload';
import styles from '../../components/fund.module.css';
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
  const upload = useUpload();
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  const pick = (file: File | null) => {
    setError(null);
    setDone(false);
    onUploaded(null);
    if (!file) return false;
    const problem = photoProblem(file);
    if (problem) {
      setError(t(`photo.${problem}`));
      return false;
    }
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
    return true;
  };

  return (
    <PhotoInput
      label={label}
      accept={PHOTO_ACCEPT}
      previewAlt={t('photo.preview', { what: label })}
      onFile={pick}
      hint={upload.isPending ? t('photo.uploading') : done ? t('photo.uploaded') : null}
      error={error ?? (missing && !done && !upload.isPending ? t('photo.required') : null)}
      classes={{ root: local.photo, label: styles.label, preview: local.preview, file: local.file, hint: styles.hint, error: styles.error }}
    />
  );
}
