import { validateFeedbackText } from '@site/contract/rules/identity';
import { Button } from '@site/ui/button';
import { useState, type FormEvent } from 'react';
import { FORM_FAILURE_WORDS } from '../../../shared/forms/errors';
import { apiErrorText } from '@site/client/errors';
import { FormMessage } from '../../../shared/forms/Field';
import formStyles from '../../../shared/forms/forms.module.css';
import { registerRuleMessages, useFormMessages } from '../../../shared/forms/messages';
import { useForm } from '../../../shared/forms/useForm';
import { useSendReply } from '../api/useSendLetter';
import { AttachmentPicker, type PickedAttachment } from './AttachmentPicker';
import { TextAreaField } from './TextAreaField';

registerRuleMessages();

/** The player's reply in a thread (3-500 characters, SPEC 5's rule, optional attachments). */
export function ReplyBox({ letterId }: { letterId: number }) {
  const { t, message } = useFormMessages('messages');
  const reply = useSendReply();
  const [attachments, setAttachments] = useState<PickedAttachment[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const [picker, setPicker] = useState(0);
  const form = useForm({ content: '' }, { content: (value) => validateFeedbackText(String(value), 'long') });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (reply.isPending || !form.validate()) return;
    setFailure(null);
    try {
      await reply.mutateAsync({ id: letterId, content: form.values.content, attachments: attachments.map((a) => a.fileId) });
      form.reset();
      setAttachments([]);
      setPicker((n) => n + 1);
    } catch (error) {
      setFailure(apiErrorText(error, FORM_FAILURE_WORDS));
    }
  };

  return (
    <form className={formStyles.form} onSubmit={(event) => void onSubmit(event)} noValidate aria-label={t('mail.replyForm')}>
      <TextAreaField label={t('mail.reply')} field={form.field('content')} errorText={message(form.errors.content)} hint={t('mail.textHint')} rows={3} maxLength={500} />
      <AttachmentPicker key={picker} value={attachments} onChange={setAttachments} />
      <FormMessage text={message(failure)} />
      <Button type="submit" disabled={reply.isPending}>
        {reply.isPending ? t('mail.sending') : t('mail.sendReply')}
      </Button>
    </form>
  );
}
