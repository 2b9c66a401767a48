import { UPLOAD_ACCEPT, validateUpload } from '@site/contract/rules/identity';
import { PhotoInput, usePhotoUpload } from '@site/ui/photo';
import { FORM_FAILURE_WORDS } from '../../../shared/forms/errors';
import { apiErrorText } from '@site/client/errors';
import { useFormMessages } from '../../../shared/forms/messages';
import forms from '../../../shared/forms/forms.module.css';
import { useUploadIdPhoto } from '../api/useUploadIdPhoto';

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
  const photo = usePhotoUpload({
    purpose,
    upload: useUploadIdPhoto(),
    check: (file) => (file.size === 0 ? 'accountPopups:idCard.photoEmpty' : validateUpload(file, 'idImage')),
    failure: (failure) => {
      // 文件上傳失敗 (SPEC 8) unless the catalogue says more (a format refused by its content: 031011).
      const said = apiErrorText(failure, FORM_FAILURE_WORDS);
      return said === 'forms:errors.network' ? 'accountPopups:idCard.uploadFailed' : said;
    },
    onUploaded,
  });

  return (
    <PhotoInput
      label={label}
      accept={UPLOAD_ACCEPT.idImage}
      previewAlt={t('idCard.preview', { what: label })}
      buttonText={t('idCard.choose')}
      emptyText={t('idCard.none')}
      onFile={photo.pick}
      hint={photo.pending ? t('idCard.uploading') : photo.done ? t('idCard.uploaded') : t('idCard.photoHint')}
      describeHint
      error={message(photo.problem ?? error)}
      classes={{ root: forms.field, label: forms.label, hint: forms.hint, error: forms.error }}
    />
  );
}
