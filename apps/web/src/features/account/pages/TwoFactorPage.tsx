import { useTranslation } from '../../../shared/i18n/useTranslation';
import { useIsLoggedIn } from '../../../shared/stores/session';
import { PageFrame } from '../../../shared/ui';
import { TWO_FACTOR_NS } from '../two-factor/namespace';
import { TwoFactorSection } from '../two-factor/TwoFactorSection';

/** /mine/account/twoFactor (issue 39): two-factor login by an authenticator app, in the `twoFactor` namespace. */
export default function TwoFactorPage() {
  const { t } = useTranslation(TWO_FACTOR_NS);
  const loggedIn = useIsLoggedIn();
  return (
    <PageFrame title={t('title')} description={t('description')}>
      <TwoFactorSection enabled={loggedIn} />
    </PageFrame>
  );
}
