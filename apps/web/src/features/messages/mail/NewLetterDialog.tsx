import { validateFeedbackText } from '@site/contract/rules/identity';
import { Button } from '@site/ui/button';
import { Dialog } from '@site/ui/dialog';
import { showToast } from '@site/ui/toast-api';
import { useId, useState, type FormEvent } from 'react';
import { FORM_FAILURE_WORDS } from '../../../shared/forms/errors';
import { apiErrorText } from '@site/client/errors';
import { FormMessage, TextField } from '../../../shared/forms/Field';
import formStyles from '../../../shared/forms/forms.module.css';
import { registerRuleMessages, useFormMessages } from '../../../shared/forms/messages';
import { useForm } from '../../../shared/forms/useForm';
import { useQuizTypes } from '../api/useQuizTypes';
import { useSendLetter } from '../api/useSendLetter';
import { AttachmentPicker, type PickedAttachment } from './AttachmentPicker';
import styles from './Mail.module.css';
import { TextAreaField } from './TextAreaField';

// SPEC 5's messages join the translator when this chunk loads, not during a render.
registerRuleMessages();

/**
 * A new letter to customer service: question type, title (2-200) and content (3-500) under SPEC 5's
 * letter rule (no < > ' " & and no double or edge spaces: the player re-edits, nothing is sent),
 * and up to three jpg/png attachments. On success the letter shows under sent.
 */
export function NewLetterDialog({ onClose, onSent }: { onClose: () => void; onSent: (id: number) => void }) {
  const { t, message } = useFormMessages('messages');
  const id = useId();
  const types = useQuizTypes();
  const send = useSendLetter();
  const [attachments, setAttachments] = useState<PickedAttachment[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm(
    { quizType: '', title: '', content: '' },
    {
      quizType: (value) => (value === '' ? 'messages:mail.quizTypeRequired' : null),
      title: (value) => validateFeedbackText(String(value), 'short'),
      content: (value) => validateFeedbackText(String(value), 'long'),
    },
  );

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (send.isPending || !form.validate()) return;
    setFailure(null);
    try {
      const thread = await send.mutateAsync({
        quizType: Number(form.values.quizType),
        title: form.values.title,
        content: form.values.content,
        attachments: attachments.map((a) => a.fileId),
      });
      showToast(t('mail.sent'), { kind: 'success' });
      onSent(thread.id);
    } catch (error) {
      setFailure(apiErrorText(error, FORM_FAILURE_WORDS));
    }
  };

  const quizType = form.field('quizType');
  const quizError = message(form.errors.quizType);
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={t('mail.newTitle')} closeLabel={t('mail.close')}>
      <form className={formStyles.form} onSubmit={(event) => void onSubmit(event)} noValidate>
        <div className={formStyles.field}>
          <label className={formStyles.label} htmlFor={`${id}-type`}>
            {t('mail.quizType')}
          </label>
          <select
            id={`${id}-type`}
            ref={quizType.inputRef}
            className={styles.select}
            value={quizType.value}
            required
            aria-invalid={quizError ? true : undefined}
            aria-describedby={quizError ? `${id}-type-error` : undefined}
            onChange={(event) => quizType.onChange(event.target.value)}
            onBlur={quizType.onBlur}
          >
            <option value="">{types.isPending ? t('mail.loadingTypes') : t('mail.chooseType')}</option>
            {(types.data ?? []).map((type) => (
              <option key={type.id} value={String(type.id)}>
                {type.name}
              </option>
            ))}
          </select>
          {quizError ? (
            <p id={`${id}-type-error`} className={formStyles.error} role="alert">
              {quizError}
            </p>
          ) : null}
        </div>
        <TextField label={t('mail.title')} field={form.field('title')} errorText={message(form.errors.title)} maxLength={200} required />
        <TextAreaField label={t('mail.content')} field={form.field('content')} errorText={message(form.errors.content)} hint={t('mail.textHint')} maxLength={500} />
        <AttachmentPicker value={attachments} onChange={setAttachments} />
        <FormMessage text={message(failure)} />
        <Button type="submit" block disabled={send.isPending}>
          {send.isPending ? t('mail.sending') : t('mail.send')}
        </Button>
      </form>
    </Dialog>
  );
}
