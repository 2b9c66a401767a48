import type { DeliveryAddress } from '@site/contract/api/account';
import { Button } from '@site/ui/button';
import { useId } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import styles from './address.module.css';
import { ADDRESS_NS } from './namespace';

export interface AddressItemProps {
  address: DeliveryAddress;
  /** A change of any address is under way: the buttons wait (no repeated clicks). */
  busy: boolean;
  onEdit: (address: DeliveryAddress) => void;
  onDelete: (address: DeliveryAddress) => void;
  onSetDefault: (address: DeliveryAddress) => void;
}

/** One address card; its buttons are described by the receiver's name, so "Edit" says whose. */
export function AddressItem({ address, busy, onEdit, onDelete, onSetDefault }: AddressItemProps) {
  const { t } = useTranslation(ADDRESS_NS);
  const nameId = useId();
  return (
    <li className={address.isDefault ? `${styles.item} ${styles.itemDefault}` : styles.item}>
      <div className={styles.itemHead}>
        <h3 id={nameId} className={styles.receiver}>
          {address.receiver}
        </h3>
        {address.isDefault ? <span className={styles.badge}>{t('default')}</span> : null}
      </div>
      <p className={styles.addressText}>{address.address}</p>
      <div className={styles.actions}>
        {address.isDefault ? null : (
          <Button size="sm" variant="ghost" disabled={busy} aria-describedby={nameId} onClick={() => onSetDefault(address)}>
            {t('setDefault')}
          </Button>
        )}
        <Button size="sm" variant="secondary" disabled={busy} aria-describedby={nameId} onClick={() => onEdit(address)}>
          {t('edit')}
        </Button>
        <Button size="sm" variant="ghost" className={styles.danger} disabled={busy} aria-describedby={nameId} onClick={() => onDelete(address)}>
          {t('delete')}
        </Button>
      </div>
    </li>
  );
}
