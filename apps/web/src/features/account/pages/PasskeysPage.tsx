import { useTranslation } from '../../../shared/i18n/useTranslation';
import { useIsLoggedIn } from '../../../shared/stores/session';
import { PageFrame } from '../../../shared/ui';
import { PASSKEYS_NS } from '../passkeys/namespace';
import { PasskeyList } from '../passkeys/PasskeyList';
import styles from '../passkeys/passkeys.module.css';

/** /mine/account/passkeys (issue 39): the player's passkeys, adding and removing them, in the `passkeys` namespace. */
export default function PasskeysPage() {
  const { t } = useTranslation(PASSKEYS_NS);
  const loggedIn = useIsLoggedIn();
  return (
    <PageFrame title={t('title')} description={t('description')}>
      <div className={styles.page}>
        <PasskeyList enabled={loggedIn} />
        <p className={styles.note}>{t('note')}</p>
      </div>
    </PageFrame>
  );
}
