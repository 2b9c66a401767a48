import { toApiLanguage } from '../../../shared/i18n/languages';
import { useSettingsStore } from '../../../shared/stores/settings';
import styles from './SituationScreen.module.css';

export type MaintenanceMessageSet = { TW: string; EN: string; TH: string };

/** The operator's message for the window (issue 38), in the player's language, else the first one written. */
export function MaintenanceMessage({ message }: { message: MaintenanceMessageSet | null | undefined }) {
  const language = toApiLanguage(useSettingsStore((s) => s.language));
  const text = message ? message[language] || message.TW || message.EN || message.TH : '';
  if (!text) return null;
  return <p className={styles.message}>{text}</p>;
}
