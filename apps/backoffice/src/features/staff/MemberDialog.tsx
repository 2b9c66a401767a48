import type { StaffListMember } from '@site/contract/api/staff';
import { Dialog } from '@site/ui/dialog';
import { useStaffDisable } from '../../api/useStaffDisable';
import { useStaffEnable } from '../../api/useStaffEnable';
import { useStaffUnlock } from '../../api/useStaffUnlock';
import { useTranslation } from '../../i18n/useTranslation';
import { staffErrorText } from './staffError';
import styles from './StaffPage.module.css';

export type MemberAction = 'disable' | 'enable' | 'unlock';

export interface MemberDialogProps {
  open: boolean;
  action: MemberAction;
  member: StaffListMember;
  onClose: () => void;
}

/**
 * The confirmation of an admin's act on a member: what it does, then confirm or cancel. A refusal (one's own
 * account, a member gone) is shown in the dialog in the contract's words; the focus goes back to the row's button.
 */
export function MemberDialog({ open, action, member, onClose }: MemberDialogProps) {
  const { t } = useTranslation('staff');
  const disable = useStaffDisable();
  const enable = useStaffEnable();
  const unlock = useStaffUnlock();
  const mutation = action === 'disable' ? disable : action === 'enable' ? enable : unlock;
  const error = mutation.isError ? staffErrorText(mutation.error, t) : null;
  const confirm = () => mutation.mutate(member.id, { onSuccess: onClose });
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()} title={t(`${action}.title`, { name: member.name })} closeLabel={t('actions.close')} description={t(`${action}.description`)}>
      {error && (
        <p className="bo-error" role="alert">
          {error}
        </p>
      )}
      <div className={styles.dialogButtons}>
        <button type="button" className="bo-button bo-button--ghost" onClick={onClose}>
          {t('actions.cancel')}
        </button>
        <button type="button" className={action === 'disable' ? 'bo-button bo-button--danger' : 'bo-button'} disabled={mutation.isPending} onClick={confirm}>
          {t(`${action}.confirm`)}
        </button>
      </div>
    </Dialog>
  );
}
