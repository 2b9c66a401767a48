import { Button, buttonClassName } from '@site/ui/button';
import { Skeleton } from '@site/ui/skeleton';
import { Link } from 'react-router';
import { accountPaths } from './paths';
import { useTranslation } from '../../shared/i18n/useTranslation';
import { useUserDetail } from './api/userDetail';
import type { AccountDialog } from './dialogs';
import { IdentitySection } from './identity/IdentitySection';
import { PasswordSection } from './password/PasswordSection';
import { PhoneSection } from './phone/PhoneSection';
import { ProfileSection } from './profile/ProfileSection';
import { SecuritySection } from './security/SecuritySection';
import { Row, Section } from './shared/Section';
import styles from './shared/account.module.css';

const SECTIONS = ['profile', 'identity', 'phone', 'password', 'security', 'address'] as const;

export interface AccountSectionsProps {
  dialog: AccountDialog | null;
  onDialog: (dialog: AccountDialog | null) => void;
  returnTo?: string;
}

/**
 * The sections of my account (SPEC 2 screens implied by the labels), each a
 * card with its own heading, reachable from the section menu (in-page links)
 * and by Tab through their buttons; every dialog also by its openDialog name.
 */
export function AccountSections({ dialog, onDialog, returnTo }: AccountSectionsProps) {
  const { t } = useTranslation('account');
  const detail = useUserDetail();

  if (detail.isPending) {
    return (
      <div className={styles.grid} aria-busy="true">
        <Skeleton height={320} />
        <Skeleton height={320} />
      </div>
    );
  }
  if (!detail.data) {
    return (
      <div className={styles.prompt} role="alert">
        <p>{t('account.loadFailed')}</p>
        <Button variant="secondary" onClick={() => void detail.refetch()}>
          {t('account.retry')}
        </Button>
      </div>
    );
  }

  const props = { detail: detail.data, dialog, onDialog };
  return (
    <div className={styles.layout}>
      <nav className={styles.nav} aria-label={t('nav.label')}>
        <ul>
          {SECTIONS.map((section) => (
            <li key={section}>
              <a href={`#account-${section}`}>{t(`nav.${section}`)}</a>
            </li>
          ))}
        </ul>
      </nav>
      <div className={styles.grid}>
        <ProfileSection {...props} />
        <IdentitySection {...props} />
        <PhoneSection {...props} />
        <PasswordSection {...props} />
        <SecuritySection {...props} returnTo={returnTo} />
        <Section id="account-address" title={t('address.title')}>
          <Row
            name={t('address.name')}
            note={detail.data.hasTelephone ? t('address.note') : t('address.needsPhone')}
            action={
              <Link className={buttonClassName({ variant: 'secondary', size: 'sm' })} to={accountPaths.address()}>
                {t('address.manage')}
              </Link>
            }
          />
        </Section>
      </div>
    </div>
  );
}
