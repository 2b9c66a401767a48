import { buttonClassName } from '@site/ui/button';
import { useTranslation } from '../../shared/i18n/useTranslation';
import { usePopupsStore } from '../../shared/stores/popups';
import { useFrontendType } from '../../shared/session/userInfo';
import styles from './AuthButtons.module.css';

const open = (tab: 'login' | 'register') => usePopupsStore.getState().openPopup({ kind: 'login', tab });

/** Header login and register buttons (logged out); register is hidden for frontend type 2 (SPEC 2, 6). */
export function AuthButtons() {
  const { t } = useTranslation();
  const type2 = useFrontendType() === 2;
  return (
    <div className={styles.buttons}>
      <button type="button" className={buttonClassName({ variant: 'secondary', size: 'sm' })} onClick={() => open('login')}>
        {t('auth.login')}
      </button>
      {type2 ? null : (
        <button type="button" className={buttonClassName({ size: 'sm' })} onClick={() => open('register')}>
          {t('auth.register')}
        </button>
      )}
    </div>
  );
}
