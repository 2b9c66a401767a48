import { useTranslation } from '../../shared/i18n/useTranslation';
import { APPEARANCES, useSettingsStore, type Appearance } from '../../shared/stores/settings';
import { SelectControl } from './SelectControl';

function ThemeIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path fill="currentColor" d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm0 2v16a8 8 0 0 1 0-16Z" />
    </svg>
  );
}

/** Appearance: device, dark or light (SPEC 4), kept on the client. */
export function AppearanceSelect() {
  const { t } = useTranslation();
  const appearance = useSettingsStore((s) => s.appearance);
  const setAppearance = useSettingsStore((s) => s.setAppearance);
  return (
    <SelectControl<Appearance>
      label={t('header.appearance')}
      value={appearance}
      icon={<ThemeIcon />}
      options={APPEARANCES.map((a) => ({ value: a, label: t(`appearance.${a}`) }))}
      onChange={setAppearance}
    />
  );
}
