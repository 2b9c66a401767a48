import { useTranslation } from '../../shared/i18n/useTranslation';
import { fromApiLanguage, LANGUAGE_NAMES } from '../../shared/i18n';
import { useLanguages } from '../../shared/config/useLanguages';
import { LANGUAGES, useSettingsStore, type Language } from '../../shared/stores/settings';
import { SelectControl } from './SelectControl';

function GlobeIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm6.9 6h-3a15.6 15.6 0 0 0-1.3-3.6A8 8 0 0 1 18.9 8ZM12 4c.8 1.2 1.5 2.5 1.9 4h-3.8c.4-1.5 1.1-2.8 1.9-4ZM4.3 14a8.2 8.2 0 0 1 0-4h3.4a16.6 16.6 0 0 0 0 4H4.3Zm.8 2h3c.3 1.3.8 2.5 1.3 3.6A8 8 0 0 1 5.1 16Zm3-8h-3a8 8 0 0 1 4.3-3.6C8.9 5.5 8.4 6.7 8.1 8ZM12 20c-.8-1.2-1.5-2.5-1.9-4h3.8c-.4 1.5-1.1 2.8-1.9 4Zm2.3-6H9.7a14.7 14.7 0 0 1 0-4h4.6a14.7 14.7 0 0 1 0 4Zm.3 5.6c.5-1.1 1-2.3 1.3-3.6h3a8 8 0 0 1-4.3 3.6Zm1.7-5.6a16.6 16.6 0 0 0 0-4h3.4a8.2 8.2 0 0 1 0 4h-3.4Z"
      />
    </svg>
  );
}

/** The language selector: zh-TW, en, th (those the operator offers), kept in settings. */
export function LanguageSelect() {
  const { t } = useTranslation();
  const language = useSettingsStore((s) => s.language);
  const setLanguage = useSettingsStore((s) => s.setLanguage);
  const { data: offered } = useLanguages();
  const offeredSet = new Set((offered ?? []).map((l) => fromApiLanguage(l.code)));
  const languages = LANGUAGES.filter((l) => offeredSet.size === 0 || offeredSet.has(l) || l === language);
  return (
    <SelectControl<Language>
      label={t('header.language')}
      value={language}
      icon={<GlobeIcon />}
      options={languages.map((l) => ({ value: l, label: LANGUAGE_NAMES[l], lang: l }))}
      onChange={setLanguage}
    />
  );
}
