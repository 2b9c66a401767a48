import { BIRTHDAY_AGE_RANGES } from '@site/contract/constants';
import { localDayKey } from '@site/contract/rules/session';
import { validateBirthday } from '@site/contract/rules/identity';
import { USER_ERROR_CODES } from '@site/contract/codes/user';
import { showToast } from '@site/ui/toast-api';
import { useState } from 'react';
import { TextField } from '../../../shared/forms/Field';
import { useFormMessages } from '../../../shared/forms/messages';
import { useForm } from '../../../shared/forms/useForm';
import { useUpdateDetail } from '../api/useUpdateDetail';
import { DialogForm } from '../shared/DialogForm';
import { placeFailure } from '../shared/failure';

/** The same calendar day `years` years before `now` (29 February falls back to 28). */
function yearsBefore(now: Date, years: number): string {
  const day = new Date(now.getFullYear() - years, now.getMonth(), now.getDate());
  if (day.getMonth() !== now.getMonth()) day.setDate(0);
  return localDayKey(day);
}

/**
 * The birthday (SPEC 5): a real date, age 18-100 on entry
 * (年齡必須在18-100歲之間), fixed once set (SPEC 4), so the dialog says so.
 */
export default function BirthdayDialog({ onClose }: { onClose: () => void }) {
  const { t, message } = useFormMessages('accountPopups');
  const save = useUpdateDetail();
  const [formMessage, setFormMessage] = useState<string | null>(null);
  const form = useForm({ birthday: '' }, { birthday: (value) => validateBirthday(value, new Date(), 'standard') });
  const now = new Date();
  const { min, max } = BIRTHDAY_AGE_RANGES.standard;

  const submit = () => {
    if (!form.validate()) return;
    setFormMessage(null);
    save.mutate(
      { birthday: form.values.birthday },
      {
        onSuccess: () => {
          showToast(t('birthday.done'), { kind: 'success' });
          onClose();
        },
        onError: (error) => setFormMessage(placeFailure(error, { [USER_ERROR_CODES.birthdayFixed]: 'birthday' }, form.setError)),
      },
    );
  };

  return (
    <DialogForm title={t('birthday.title')} onClose={onClose} onSubmit={submit} submitLabel={t('birthday.submit')} pending={save.isPending} message={formMessage}>
      <TextField
        label={t('birthday.label')}
        field={form.field('birthday')}
        errorText={message(form.errors.birthday)}
        type="date"
        min={yearsBefore(now, max + 1)}
        max={yearsBefore(now, min)}
        autoComplete="bday"
        hint={t('birthday.hint')}
      />
    </DialogForm>
  );
}
