import type { UploadPurpose } from '@site/contract/api/fund';
import { UPLOAD_ACCEPT } from '@site/contract/rules/identity';
import { PhotoInput, usePhotoUpload } from '@site/ui/photo';
import { useUpload } from '../../api/useUpload';
import styles from '../../components/fund.module.css';
import { useTranslation } from '../../i18n/useTranslation';
import { isApiError } from '@site/client/errors';
import { photoProblem } from './photo';
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
  const { t } = useTranslation('bindCard');
  const photo = usePhotoUpload({
    purpose,
    upload: useUpload(),
    check: (file) => {
      const problem = photoProblem(file);
      return problem ? t(`photo.${problem}`) : null;
    },
    // A session or maintenance failure is the frame's to handle: nothing here.
    failure: (failure) => (isApiError(failure) && (failure.case === 'session' || failure.case === 'maintenance') ? null : isApiError(failure) && failure.text ? failure.text : t('photo.uploadFailed')),
    onUploaded,
  });

  return (
    <PhotoInput
      label={label}
      accept={UPLOAD_ACCEPT.idImage}
      previewAlt={t('photo.preview', { what: label })}
      buttonText={t('photo.choose')}
      emptyText={t('photo.none')}
      onFile={photo.pick}
      hint={photo.pending ? t('photo.uploading') : photo.done ? t('photo.uploaded') : null}
      error={photo.problem ?? (missing && !photo.done && !photo.pending ? t('photo.required') : null)}
      classes={{ root: local.photo, label: styles.label, hint: styles.hint, error: styles.error }}
    />
  );
}

/** The photos a form asks for, side by side, each said missing once the form was submitted without it. */
export function PhotoFields<P extends UploadPurpose>({ purposes, files, submitted, onUploaded }: { purposes: readonly P[]; files: Partial<Record<P, string | null>>; submitted: boolean; onUploaded: (purpose: P, fileId: string | null) => void }) {
  const { t } = useTranslation('bindCard');
  return (
    <div className={local.photos}>
      {purposes.map((purpose) => (
        <PhotoField key={purpose} purpose={purpose} label={t(`photos.${purpose}`)} missing={submitted && !files[purpose]} onUploaded={(fileId) => onUploaded(purpose, fileId)} />
      ))}
    </div>
  );
}
