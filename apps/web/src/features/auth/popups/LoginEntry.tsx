import { usePopupsStore } from '../../../shared/stores/popups';
import { registerRuleMessages } from '../i18n/messages';
import { LoginPopup } from '../login/LoginPopup';
import '../state/reset';

registerRuleMessages();

/** The login popup as the popup host mounts it (lazy chunk, with the `auth` strings). */
export default function LoginEntry() {
  const popup = usePopupsStore((s) => s.open);
  return <LoginPopup popup={popup?.kind === 'login' ? popup : null} />;
}
