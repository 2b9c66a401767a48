import { configAvatarUrls } from '@site/contract/api/config';
import { userUpdateDetail } from '@site/contract/api/user';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { Button } from '@site/ui/button';
import { Dialog } from '@site/ui/dialog';
import { showToast } from '@site/ui/toast-api';
import { call } from '../../../shared/api/call';
import { sessionKeys } from '../../../shared/session/keys';
import { usePopupsStore } from '../../../shared/stores/popups';
import { useSessionStore } from '../../../shared/stores/session';
import styles from './popups.module.css';
import { useAction } from './useAction';

/**
 * Avatar picker (SPEC 4): one avatar from GET /v1/config/avatar/urls; confirm
 * saves it only when it differs from the current one (PUT /v1/user/detail).
 */
export default function AvatarPopup() {
  const { t } = useTranslation('accountPopups');
  const close = usePopupsStore((s) => s.closePopup);
  const current = useSessionStore((s) => s.user?.avatar ?? '');
  const client = useQueryClient();
  const urls = useQuery({ queryKey: sessionKeys.avatarUrls(), queryFn: () => call(configAvatarUrls), staleTime: 30 * 60_000 });
  const [choice, setChoice] = useState<string | null>(null);
  const selected = choice ?? current;
  const [saving, save] = useAction(async (avatar: string) => {
    const detail = await call(userUpdateDetail, { body: { avatar } });
    const { user, setSession } = useSessionStore.getState();
    if (user) setSession({ user: { ...user, avatar: detail.avatar } });
    void client.invalidateQueries({ queryKey: sessionKeys.userInfo() });
    showToast(t('avatar.saved'), { kind: 'success' });
    close();
  });
  const confirm = () => {
    if (!selected || selected === current) close();
    else void save(selected);
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
      <div className={styles.actions}>
        <Button variant="secondary" onClick={close}>
          {t('cancel')}
        </Button>
        <Button onClick={confirm} disabled={saving || !urls.data}>
          {t('confirm')}
        </Button>
      </div>
    </Dialog>
  );
}
