import type { DeliveryAddress } from '@site/contract/api/account';
import { ADDRESS_DETAIL_RANGE, RECEIVER_NAME_MAX } from '@site/contract/constants';
import { validateDeliveryAddress, validateReceiver } from '@site/contract/rules/address';
import { Button } from '@site/ui/button';
import { Dialog } from '@site/ui/dialog';
import { showToast } from '@site/ui/toast-api';
import { useId, useState, type FormEvent } from 'react';
import { FORM_FAILURE_WORDS } from '../../../shared/forms/errors';
import { apiErrorText } from '@site/client/errors';
import { CheckboxField, FormMessage, TextField } from '../../../shared/forms/Field';
import formStyles from '../../../shared/forms/forms.module.css';
import { registerRuleMessages, useFormMessages } from '../../../shared/forms/messages';
import { useForm } from '../../../shared/forms/useForm';
import { useAddAddress } from './api/useAddAddress';
import { useUpdateAddress } from './api/useUpdateAddress';
import styles from './address.module.css';
import { ADDRESS_NS } from './namespace';

// SPEC 5's messages join the translator when this chunk loads: adding them during a render would update the page being rendered.
registerRuleMessages();

export interface AddressDialogProps {
  /** The address being edited; absent when adding. */
  address?: DeliveryAddress | undefined;
  /** Whether the player has no address yet (the first one becomes the default by itself). */
  first: boolean;
  onClose: () => void;
}

/**
 * Adds or edits a delivery address: receiver (SPEC 5 receiver-name rule, at
 * most 20) and detailed address (5-100 characters), checked with the
 * contract's rules on blur and on submit; the server's refusal (e.g. the cap,
 * 設置收貨地址數已滿，刪除後才可以新增) is shown inside the dialog.
 */
export function AddressDialog({ address, first, onClose }: AddressDialogProps) {
  const { t, message } = useFormMessages(ADDRESS_NS);
  const id = useId();
  const add = useAddAddress();
  const update = useUpdateAddress();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm(
    { receiver: address?.receiver ?? '', address: address?.address ?? '', isDefault: first },
    {
      receiver: (value) => validateReceiver(String(value)),
      address: (value) => validateDeliveryAddress(String(value)),
    },
  );
  const saving = add.isPending || update.isPending;
  const isDefaultNow = address?.isDefault === true;
  // The first address is the default anyway, and the default cannot be un-set (one default stays).
  const offerDefault = !first && !isDefaultNow;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving || !form.validate()) return;
    setFailure(null);
    const body = {
      receiver: form.values.receiver.trim(),
      address: form.values.address.trim(),
      ...(offerDefault && form.values.isDefault ? { isDefault: true } : {}),
    };
    try {
      if (address) await update.mutateAsync({ id: address.id, body });
      else await add.mutateAsync(body);
      showToast(t('form.saved'), { kind: 'success' });
      onClose();
    } catch (error) {
      setFailure(apiErrorText(error, FORM_FAILURE_WORDS));
    }
  };

  const detail = form.field('address');
  const detailError = message(detail.error);
  const detailLength = [...detail.value.trim()].length;

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={t(address ? 'form.editTitle' : 'form.addTitle')} closeLabel={t('close')}>
      <form className={formStyles.form} onSubmit={(event) => void onSubmit(event)} noValidate>
        <TextField
          label={t('form.receiver')}
          field={form.field('receiver')}
          errorText={message(form.errors.receiver)}
          placeholder={t('form.receiverPlaceholder')}
          autoComplete="name"
          maxLength={RECEIVER_NAME_MAX}
          required
        />
        <div className={formStyles.field}>
          <label className={formStyles.label} htmlFor={`${id}-address`}>
            {t('form.address')}
          </label>
          <textarea
            id={`${id}-address`}
            ref={detail.inputRef}
            name={detail.name}
            className={styles.textarea}
            value={detail.value}
            rows={3}
            maxLength={ADDRESS_DETAIL_RANGE.max}
            placeholder={t('form.addressPlaceholder')}
            autoComplete="street-address"
            required
            aria-invalid={detailError ? true : undefined}
            aria-describedby={[detailError ? `${id}-address-error` : null, `${id}-address-hint`].filter(Boolean).join(' ')}
            onChange={(event) => detail.onChange(event.target.value)}
            onBlur={detail.onBlur}
          />
          {detailError ? (
            <p id={`${id}-address-error`} className={formStyles.error} role="alert">
              {detailError}
            </p>
          ) : null}
          <p id={`${id}-address-hint`} className={formStyles.hint}>
            {t('form.addressHint', { count: detailLength, max: ADDRESS_DETAIL_RANGE.max })}
          </p>
        </div>
        {offerDefault ? <CheckboxField field={form.field('isDefault')}>{t('form.isDefault')}</CheckboxField> : null}
        {first ? <p className={formStyles.hint}>{t('form.firstIsDefault')}</p> : null}
        {isDefaultNow ? <p className={formStyles.hint}>{t('form.isDefaultNow')}</p> : null}
        <FormMessage text={message(failure)} />
        <Button type="submit" block disabled={saving}>
          {saving ? t('form.saving') : t('form.save')}
        </Button>
      </form>
    </Dialog>
  );
}
