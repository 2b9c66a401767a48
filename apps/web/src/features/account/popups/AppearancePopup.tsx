import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { Button } from '@site/ui/button';
import { Dialog } from '@site/ui/dialog';
import { applyAppearance } from '../../../shared/hooks/useAppearance';
import { usePopupsStore } from '../../../shared/stores/popups';
import { APPEARANCES, useSettingsStore, type Appearance } from '../../../shared/stores/settings';
import styles from './popups.module.css';

const SWATCH: Record<Appearance, string> = { device: styles.swatchDevice ?? '', dark: styles.swatchDark ?? '', light: styles.swatchLight ?? '' };

/** Appearance picker (SPEC 4): device theme, dark or light; confirm puts the class on the page (kept on the client). */
export default function AppearancePopup({ onClose }: { onClose?: () => void }) {
  const { t } = useTranslation('accountPopups');
  const closePopup = usePopupsStore((s) => s.closePopup);
  // Opened from the user menu (popup store) or from my account (`onClose`).
  const close = onClose ?? closePopup;
  const appearance = useSettingsStore((s) => s.appearance);
  const [choice, setChoice] = useState<Appearance>(appearance);
  return (
    <Dialog open onOpenChange={(open) => !open && close()} title={t('appearance.title')} closeLabel={t('close')}>
      <fieldset className={styles.fieldset}>
        <legend className="visually-hidden">{t('appearance.title')}</legend>
        <div className={styles.themeGrid}>
          {APPEARANCES.map((value) => (
            <label key={value} className={styles.themeOption}>
              <input type="radio" name="appearance" className="visually-hidden" value={value} checked={choice === value} onChange={() => setChoice(value)} />
              <span className={`${styles.swatch} ${SWATCH[value]}`} aria-hidden="true" />
              <span>{t(`appearance.${value}`)}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={close}>
          {t('cancel')}
        </Button>
        <Button
          onClick={() => {
            useSettingsStore.getState().setAppearance(choice);
            applyAppearance(choice);
            close();
          }}
        >
          {t('confirm')}
        </Button>
      </div>
    </Dialog>
  );
}
