import { useBackoffice } from '../app/store';
import { LANGUAGES, type Language } from '../i18n/i18n';
import { useTranslation } from '../i18n/useTranslation';

/** The language and the theme: in the shell's header once signed in, and on the login page before. */
export function SettingsControls() {
  const { t } = useTranslation();
  const language = useBackoffice((state) => state.language);
  const theme = useBackoffice((state) => state.theme);
  return (
    <>
      <label className="bo-inline-field">
        <span>{t('language')}</span>
        <select value={language} onChange={(event) => useBackoffice.getState().setLanguage(event.target.value as Language)}>
          {LANGUAGES.map((code) => (
            <option key={code} value={code}>
              {t(`languages.${code}`)}
            </option>
          ))}
        </select>
      </label>
      <button type="button" className="bo-button bo-button--ghost" aria-pressed={theme === 'dark'} onClick={() => useBackoffice.getState().setTheme(theme === 'dark' ? 'light' : 'dark')}>
        {t('darkTheme')}
      </button>
    </>
  );
}
