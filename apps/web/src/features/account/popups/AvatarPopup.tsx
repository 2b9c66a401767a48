import { useState } from 'react';
import { Button } from '@site/ui/button';
import { Dialog } from '@site/ui/dialog';
import { showToast } from '@site/ui/toast-api';
import { FormMessage } from '../../../shared/forms/Field';
import { useFormMessages } from '../../../shared/forms/messages';
import { useUserInfo } from '../../../shared/session/userInfo';
import { usePopupsStore } from '../../../shared/stores/popups';
import { useAvatarUrls } from '../api/useAvatarUrls';
import { useUpdateDetail } from '../api/useUpdateDetail';
import { placeFailure } from '../shared/failure';
import styles from './popups.module.css';

/**
 * Avatar picker (SPEC 4): one avatar from GET /v1/config/avatar/urls; confirm
 * saves it only when it differs from the current one (PUT /v1/user/detail).
 * Opened from the user menu (popup store) or from my account (`onClose`).
 */
export default function AvatarPopup({ onClose }: { onClose?: () => void }) {
  const { t, message } = useFormMessages('accountPopups');
  const closePopup = usePopupsStore((s) => s.closePopup);
  const close = onClose ?? closePopup;
  const current = useUserInfo().data?.avatar ?? '';
  const urls = useAvatarUrls();
  const [choice, setChoice] = useState<string | null>(null);
  const selected = choice ?? current;
  const save = useUpdateDetail();
  const [failure, setFailure] = useState<string | null>(null);
  const confirm = () => {
    if (!selected || selected === current) {
      close();
      return;
    }
    setFailure(null);
    save.mutate(
      { avatar: selected },
      {
        onSuccess: () => {
          showToast(t('avatar.saved'), { kind: 'success' });
          close();
        },
        onError: (error) => setFailure(placeFailure(error, {}, () => undefined)),
      },
    );
  };
  return (
    <Dialog open onOpenChange={(open) => !open && close()} title={t('avatar.title')} closeLabel={t('close')}>
      {urls.isPending ? <p className={styles.hint}>{t('loading')}</p> : null}
      {urls.isError ? <p className={styles.hint}>{t('loadFailed')}</p> : null}
      {urls.data ? (
        <fieldset className={styles.fieldset}>
          <legend className="visually-hidden">{t('avatar.choices')}</legend>
          <div className={styles.avatarGrid}>
            {urls.data.map((url, index) => (
              <label key={url} className={styles.avatarOption}>
                <input
                  type="radio"
                  name="avatar"
                  className="visually-hidden"
                  value={url}
                  checked={url === selected}
                  onChange={() => setChoice(url)}
                  aria-label={url === current ? t('avatar.currentOption', { n: index + 1 }) : t('avatar.option', { n: index + 1 })}
                />
                <img src={url} alt="" width={72} height={72} loading="lazy" />
                {url === current ? <span className={styles.current}>{t('avatar.current')}</span> : null}
              </label>
            ))}
          </div>
        </fieldset>
      ) : null}
      <FormMessage text={message(failure)} />
      <div className={styles.actions}>
        <Button variant="secondary" onClick={close} disabled={save.isPending}>
          {t('cancel')}
        </Button>
        <Button onClick={confirm} disabled={save.isPending || !urls.data}>
          {t('confirm')}
        </Button>
      </div>
    </Dialog>
  );
}
