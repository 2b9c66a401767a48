import { showToast } from '@site/ui/toast-api';
import { useState } from 'react';
import { useFormMessages } from '../../../shared/forms/messages';
import { useUpdateDetail } from '../api/useUpdateDetail';
import type { UserDetail } from '../api/useUserDetail';
import { DialogForm } from '../shared/DialogForm';
import { placeFailure } from '../shared/failure';
import styles from '../shared/account.module.css';

const GENDERS = [1, 2] as const;
type Gender = (typeof GENDERS)[number];

export interface GenderDialogProps {
  detail: UserDetail;
  onClose: () => void;
}

/** Gender (PUT /v1/user/detail gender 1 male, 2 female); it can be changed again. */
export default function GenderDialog({ detail, onClose }: GenderDialogProps) {
  const { t } = useFormMessages('accountPopups');
  const save = useUpdateDetail();
  const [choice, setChoice] = useState<Gender | null>(detail.gender === 1 || detail.gender === 2 ? detail.gender : null);
  const [formMessage, setFormMessage] = useState<string | null>(null);

  const submit = () => {
    if (choice === null) {
      setFormMessage('accountPopups:gender.required');
      return;
    }
    if (choice === detail.gender) {
      onClose();
      return;
    }
    setFormMessage(null);
    save.mutate(
      { gender: choice },
      {
        onSuccess: () => {
          showToast(t('gender.done'), { kind: 'success' });
          onClose();
        },
        onError: (error) => setFormMessage(placeFailure(error, {}, () => undefined)),
      },
    );
  };

  return (
    <DialogForm title={t('gender.title')} onClose={onClose} onSubmit={submit} submitLabel={t('save')} pending={save.isPending} message={formMessage}>
      <fieldset className={styles.choices}>
        <legend className="visually-hidden">{t('gender.title')}</legend>
        {GENDERS.map((gender) => (
          <label key={gender} className={styles.choice}>
            <input type="radio" name="gender" value={gender} checked={choice === gender} onChange={() => setChoice(gender)} />
            <span>{t(`gender.${gender}`)}</span>
          </label>
        ))}
      </fieldset>
    </DialogForm>
  );
}
