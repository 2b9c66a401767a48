import { usePopupsStore } from '../../../shared/stores/popups';
import { ForgotPasswordPopup } from '../forgot/ForgotPasswordPopup';
import { registerRuleMessages } from '../i18n/messages';
import '../state/reset';

registerRuleMessages();

/** The forgot-password popup as the popup host mounts it (lazy chunk, with the `auth` strings). */
export default function ForgotEntry() {
  const open = usePopupsStore((s) => s.open?.kind === 'forgotPassword');
  return <ForgotPasswordPopup open={open} />;
}
