import type { DeliveryAddress } from '@site/contract/api/account';
import { Button } from '@site/ui/button';
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

/**
 * One address card. Every card has the same three words (編輯, 刪除, 設為預設), so each button's name
 * also says whose address it changes (issue 18); the name starts with the visible word (WCAG 2.5.3).
 */
export function AddressItem({ address, busy, onEdit, onDelete, onSetDefault }: AddressItemProps) {
  const { t } = useTranslation(ADDRESS_NS);
  return (
    <li className={address.isDefault ? `${styles.item} ${styles.itemDefault}` : styles.item}>
      <div className={styles.itemHead}>
        <h3 className={styles.receiver}>
          {address.receiver}
        </h3>
        {address.isDefault ? <span className={styles.badge}>{t('default')}</span> : null}
      </div>
      <p className={styles.addressText}>{address.address}</p>
      <div className={styles.actions}>
        {address.isDefault ? null : (
          <Button size="sm" variant="ghost" disabled={busy} aria-label={t('setDefaultWhat', { name: address.receiver })} onClick={() => onSetDefault(address)}>
            {t('setDefault')}
          </Button>
        )}
        <Button size="sm" variant="secondary" disabled={busy} aria-label={t('editWhat', { name: address.receiver })} onClick={() => onEdit(address)}>
          {t('edit')}
        </Button>
        <Button size="sm" variant="ghost" className={styles.danger} disabled={busy} aria-label={t('deleteWhat', { name: address.receiver })} onClick={() => onDelete(address)}>
          {t('delete')}
        </Button>
      </div>
    </li>
  );
}
