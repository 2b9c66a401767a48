import { LETTER_MAX_ATTACHMENTS } from '@site/contract/api/letter';
import { UPLOAD_ACCEPT, validateUpload } from '@site/contract/rules/identity';
import { Button } from '@site/ui/button';
import { FilePicker } from '@site/ui/fields';
import { useEffect, useId, useState, type ChangeEvent } from 'react';
import { useFormMessages } from '../../../shared/forms/messages';
import { useUploadAttachment } from '../api/useSendLetter';
import formStyles from '../../../shared/forms/forms.module.css';
import styles from './Mail.module.css';

export interface PickedAttachment {
  fileId: string;
  name: string;
  preview: string;
}

/**
 * The attachments of a letter or reply: jpg or png, at most 10 MB each (SPEC 5, checked before
 * sending), at most LETTER_MAX_ATTACHMENTS; each is uploaded when picked (purpose letter). A refused
 * file or a failed upload is said at the field (上傳失敗) and not attached.
 */
export function AttachmentPicker({ value, onChange }: { value: PickedAttachment[]; onChange: (next: PickedAttachment[]) => void }) {
  const { t, message } = useFormMessages('messages');
  const id = useId();
  const upload = useUploadAttachment();
  const [error, setError] = useState<string | null>(null);
  /** The file being uploaded, named beside the picker; none once it is attached or refused. */
  const [sending, setSending] = useState<string | null>(null);
  const full = value.length >= LETTER_MAX_ATTACHMENTS;

  // Previews are released when the picker goes (a removed one is released at once).
  const [owned] = useState(() => new Set<string>());
  useEffect(() => () => owned.forEach((url) => URL.revokeObjectURL(url)), [owned]);

  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.target;
    const file = input.files?.[0];
    input.value = '';
    if (!file) return;
    const refused = validateUpload({ name: file.name, type: file.type, size: file.size }, 'attachment');
    if (refused) {
      setError(refused);
      return;
    }
    setError(null);
    setSending(file.name);
    try {
      const result = await upload.mutateAsync(file);
      const preview = URL.createObjectURL(file);
      owned.add(preview);
      onChange([...value, { fileId: result.fileId, name: file.name, preview }]);
    } catch {
      setError('messages:mail.uploadFailed');
    } finally {
      setSending(null);
    }
  };

  const remove = (fileId: string) => {
    const gone = value.find((a) => a.fileId === fileId);
    if (gone) {
      URL.revokeObjectURL(gone.preview);
      owned.delete(gone.preview);
    }
    onChange(value.filter((a) => a.fileId !== fileId));
  };

  const errorText = message(error);
  return (
    <div className={styles.attachments}>
      <label htmlFor={`${id}-file`} className={formStyles.label}>
        {t('mail.attachments', { max: LETTER_MAX_ATTACHMENTS })}
      </label>
      <FilePicker
        id={`${id}-file`}
        buttonText={t('mail.choose')}
        emptyText={t('mail.none')}
        fileName={sending}
        accept={UPLOAD_ACCEPT.attachment}
        disabled={full || upload.isPending}
        aria-describedby={[`${id}-hint`, errorText ? `${id}-error` : null].filter(Boolean).join(' ')}
        aria-invalid={errorText ? true : undefined}
        onChange={(event) => void pick(event)}
      />
      <p id={`${id}-hint`} className={formStyles.hint} aria-live="polite">
        {upload.isPending ? t('mail.uploading') : t('mail.attachmentHint')}
      </p>
      {errorText ? (
        <p id={`${id}-error`} className={formStyles.error} role="alert">
          {errorText}
        </p>
      ) : null}
      {value.length > 0 ? (
        <ul className={styles.picked} aria-label={t('mail.attachedList')}>
          {value.map((a) => (
            <li key={a.fileId} className={styles.pickedItem}>
              <img className={styles.thumb} src={a.preview} alt={a.name} />
              <Button type="button" size="sm" variant="secondary" onClick={() => remove(a.fileId)} aria-label={t('mail.removeAttachment', { name: a.name })}>
                {t('mail.remove')}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
