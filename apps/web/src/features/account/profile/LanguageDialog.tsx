import { showToast } from '@site/ui/toast-api';
import { useState } from 'react';
import { useLanguages } from '../../../shared/config/useLanguages';
import { useFormMessages } from '../../../shared/forms/messages';
import { fromApiLanguage, LANGUAGE_NAMES, toApiLanguage } from '../../../shared/i18n';
import { LANGUAGES, useSettingsStore, type Language } from '../../../shared/stores/settings';
import { useSetUserLanguage } from '../api/useSetUserLanguage';
import { DialogForm } from '../shared/DialogForm';
import { placeFailure } from '../shared/failure';
import styles from '../shared/account.module.css';

/**
 * The language (SPEC 1: TW, EN, TH) the operator offers: saved on the server
 * (PUT /v1/user/language) and then applied to the site.
 */
export default function LanguageDialog({ onClose }: { onClose: () => void }) {
  const { t } = useFormMessages('accountPopups');
  const current = useSettingsStore((s) => s.language);
  const offered = useLanguages().data;
  const offeredSet = new Set((offered ?? []).map((l) => fromApiLanguage(l.code)));
  const languages = LANGUAGES.filter((l) => offeredSet.size === 0 || offeredSet.has(l) || l === current);
  const [choice, setChoice] = useState<Language>(current);
  const [formMessage, setFormMessage] = useState<string | null>(null);
  const save = useSetUserLanguage();

  const submit = () => {
    if (choice === current) {
      onClose();
      return;
    }
    setFormMessage(null);
    save.mutate(toApiLanguage(choice), {
      onSuccess: () => {
        useSettingsStore.getState().setLanguage(choice);
        showToast(t('language.done'), { kind: 'success' });
        onClose();
      },
      onError: (error) => setFormMessage(placeFailure(error, {}, () => undefined)),
    });
  };

  return (
    <DialogForm title={t('language.title')} onClose={onClose} onSubmit={submit} submitLabel={t('save')} pending={save.isPending} message={formMessage}>
      <fieldset className={styles.choices}>
        <legend className="visually-hidden">{t('language.title')}</legend>
        {languages.map((language) => (
          <label key={language} className={styles.choice} lang={language}>
            <input type="radio" name="language" value={language} checked={choice === language} onChange={() => setChoice(language)} />
            <span>{LANGUAGE_NAMES[language]}</span>
          </label>
        ))}
      </fieldset>
    </DialogForm>
  );
}
