import { Button } from '@site/ui/button';
import { useState, useSyncExternalStore } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { clearInstallPrompt, installPrompt, onInstallPrompt } from '../../../shared/pwa';
import styles from '../pages/AppDownloadPage.module.css';

const noPrompt = () => null;

/**
 * Installs the site as an app (PWA) with the browser's own prompt. Shown only
 * while the browser offers one (beforeinstallprompt, kept by shared/pwa.ts);
 * a prompt can be used once, so it is dropped after the player's choice.
 */
export function InstallApp() {
  const { t } = useTranslation('content');
  const prompt = useSyncExternalStore(onInstallPrompt, installPrompt, noPrompt);
  const [installing, setInstalling] = useState(false);
  if (installing) {
    return (
      <p className={styles.version} role="status">
        {t('app.installed')}
      </p>
    );
  }
  if (!prompt) return null;
  const install = async () => {
    await prompt.prompt();
    const { outcome } = await prompt.userChoice;
    clearInstallPrompt();
    if (outcome === 'accepted') setInstalling(true);
  };
  return (
    <section className={styles.download} aria-labelledby="app-install">
      <h2 id="app-install">{t('app.installHeading')}</h2>
      <p className={styles.version}>{t('app.installText')}</p>
      <Button variant="primary" onClick={() => void install()}>
        {t('app.install')}
      </Button>
    </section>
  );
}
