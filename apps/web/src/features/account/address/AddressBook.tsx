import type { DeliveryAddress } from '@site/contract/api/account';
import { USER_ERROR_CODES } from '@site/contract/codes/user';
import { Button } from '@site/ui/button';
import { confirm } from '@site/ui/confirm';
import { showToast } from '@site/ui/toast-api';
import { QueryState } from '@site/ui/query-state';
import { useId, useState } from 'react';
import { errorCode } from '../../../shared/forms/errors';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { useUserInfo } from '../../../shared/session/userInfo';
import { usePopupsStore } from '../../../shared/stores/popups';
import { useIsLoggedIn } from '../../../shared/stores/session';
import { escapeHtml } from '../../../shared/utils/html';
import { AddressDialog } from './AddressDialog';
import { AddressItem } from './AddressItem';
import { AddressNotice } from './AddressNotice';
import { useAddresses } from './api/useAddresses';
import { useDeleteAddress } from './api/useDeleteAddress';
import { useSetDefaultAddress } from './api/useSetDefaultAddress';
import styles from './address.module.css';
import { ADDRESS_NS } from './namespace';

type Editing = { address?: DeliveryAddress } | null;

/**
 * /mine/account/address (SPEC 2, 3, 7): the player's delivery addresses with
 * add, edit, delete (after a confirmation) and set-default. A visitor is
 * offered the login, a player without a bound phone 需先綁定您的手機號碼 and the
 * mobile-binding popup; at the cap the add button waits with SPEC's message.
 */
export function AddressBook() {
  const { t } = useTranslation(ADDRESS_NS);
  const loggedIn = useIsLoggedIn();
  const user = useUserInfo();
  const hasPhone = user.data?.hasTelephone;
  const list = useAddresses(loggedIn && hasPhone === true);
  const remove = useDeleteAddress();
  const makeDefault = useSetDefaultAddress();
  const [editing, setEditing] = useState<Editing>(null);
  const openPopup = usePopupsStore((s) => s.openPopup);
  const titleId = useId();
  const fullId = useId();
  const [refused, setRefused] = useState(false);

  if (!loggedIn) return <AddressNotice text={t('loginFirst')} action={t('login')} onAction={() => openPopup({ kind: 'login', tab: 'login' })} />;
  if (hasPhone === false || errorCode(list.error) === USER_ERROR_CODES.phoneRequired) {
    return <AddressNotice text={t('bindPhone.text')} action={t('bindPhone.button')} onAction={() => openPopup({ kind: 'mobileBinding' })} />;
  }
  if (!list.data) {
    return (
      <QueryState
        query={list}
        texts={{ loading: t('loading'), failed: t('loadFailed'), retry: t('retry') }}
        skeletons={2}
        skeletonHeight={112}
        loadingClassName={styles.loading}
        failedClassName={styles.notice}
        retryLook={{}}
      />
    );
  }

  const { records, max } = list.data;
  const full = records.length >= max;
  const busy = remove.isPending || makeDefault.isPending;

  const onDelete = async (address: DeliveryAddress) => {
    const yes = await confirm({ title: t('deleteTitle'), content: escapeHtml(t('deleteConfirm')), confirmText: t('delete'), cancelText: t('cancel') });
    if (!yes) return;
    await remove.mutateAsync(address.id);
    showToast(t('deleted'), { kind: 'success' });
  };
  const onSetDefault = async (address: DeliveryAddress) => {
    await makeDefault.mutateAsync(address.id);
    showToast(t('defaultSet'), { kind: 'success' });
  };
  // A failed change was already told by the API client's toast (SPEC 8); nothing more to do here.
  const quietly = (run: Promise<void>) => void run.catch(() => undefined);

  return (
    <section className={styles.book} aria-labelledby={titleId}>
      <div className={styles.toolbar}>
        <div>
          <h2 id={titleId} className={styles.heading}>
            {t('listLabel')}
          </h2>
          <p className={styles.count}>{t('count', { count: records.length, max })}</p>
        </div>
        {/* At the cap the button stays usable: a click is refused with SPEC's message, said again as an alert. */}
        <Button onClick={() => (full ? setRefused(true) : setEditing({}))} aria-describedby={full ? fullId : undefined}>
          {t('add')}
        </Button>
      </div>
      {full ? (
        <p id={fullId} key={refused ? 'refused' : 'told'} className={styles.full} role={refused ? 'alert' : 'status'}>
          {t('full')}
        </p>
      ) : null}
      {records.length === 0 ? (
        <p className={styles.empty}>{t('empty')}</p>
      ) : (
        <ul className={styles.list} aria-labelledby={titleId}>
          {records.map((address) => (
            <AddressItem
              key={address.id}
              address={address}
              busy={busy}
              onEdit={(a) => setEditing({ address: a })}
              onDelete={(a) => quietly(onDelete(a))}
              onSetDefault={(a) => quietly(onSetDefault(a))}
            />
          ))}
        </ul>
      )}
      {editing ? <AddressDialog address={editing.address} first={records.length === 0} onClose={() => setEditing(null)} /> : null}
    </section>
  );
}
