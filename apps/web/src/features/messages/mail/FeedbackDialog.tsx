import { FEEDBACK_TYPES, type FeedbackType } from '@site/contract/api/letter';
import { validateFeedbackText } from '@site/contract/rules/identity';
import { Button } from '@site/ui/button';
import { Dialog } from '@site/ui/dialog';
import { showToast } from '@site/ui/toast-api';
import { useId, useState, type FormEvent } from 'react';
import { FORM_FAILURE_WORDS } from '../../../shared/forms/errors';
import { apiErrorText } from '@site/client/errors';
import { FormMessage } from '../../../shared/forms/Field';
import formStyles from '../../../shared/forms/forms.module.css';
import { registerRuleMessages, useFormMessages } from '../../../shared/forms/messages';
import { useForm } from '../../../shared/forms/useForm';
import { useFeedback } from '../api/useFeedback';
import styles from './Mail.module.css';
import { TextAreaField } from './TextAreaField';

registerRuleMessages();

/** SPEC 3 feedback (type, content) under SPEC 5's text rule: a refused text is said at the field and nothing is sent. */
export function FeedbackDialog({ onClose }: { onClose: () => void }) {
  const { t, message } = useFormMessages('messages');
  const id = useId();
  const send = useFeedback();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm({ type: 'suggestion', content: '' }, { content: (value) => validateFeedbackText(String(value), 'long') });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (send.isPending || !form.validate()) return;
    setFailure(null);
    try {
      await send.mutateAsync({ type: form.values.type as FeedbackType, content: form.values.content });
      showToast(t('feedback.sent'), { kind: 'success' });
      onClose();
    } catch (error) {
      setFailure(apiErrorText(error, FORM_FAILURE_WORDS));
    }
  };

  const type = form.field('type');
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={t('feedback.title')} description={t('feedback.description')} closeLabel={t('mail.close')}>
      <form className={formStyles.form} onSubmit={(event) => void onSubmit(event)} noValidate>
        <div className={formStyles.field}>
          <label className={formStyles.label} htmlFor={`${id}-type`}>
            {t('feedback.type')}
          </label>
          <select id={`${id}-type`} className={styles.select} value={type.value} onChange={(event) => type.onChange(event.target.value)}>
            {FEEDBACK_TYPES.map((value) => (
              <option key={value} value={value}>
                {t(`feedback.types.${value}`)}
              </option>
            ))}
          </select>
        </div>
        <TextAreaField label={t('feedback.content')} field={form.field('content')} errorText={message(form.errors.content)} hint={t('mail.textHint')} maxLength={500} />
        <FormMessage text={message(failure)} />
        <Button type="submit" block disabled={send.isPending}>
          {send.isPending ? t('mail.sending') : t('feedback.submit')}
        </Button>
      </form>
    </Dialog>
  );
}
