import { buttonClassName } from '@site/ui/button';
import { QueryState } from '@site/ui/query-state';
import { Link } from 'react-router';
import { useTranslation } from '../../shared/i18n/useTranslation';
import { useUserDetail, type UserDetail } from './api/useUserDetail';
import type { AccountDialog } from './dialogs';
import { IdentitySection } from './identity/IdentitySection';
import { PasswordSection } from './password/PasswordSection';
import { PhoneSection } from './phone/PhoneSection';
import { ProfileSection } from './profile/ProfileSection';
import { accountPageSections } from './sections';
import { SecuritySection } from './security/SecuritySection';
import { Row, Section } from './shared/Section';
import styles from './shared/account.module.css';

/** The sections drawn on this screen (the components below, in their order). */
const ON_SCREEN = ['profile', 'identity', 'phone', 'password', 'security'] as const;
/** Then the area's own pages, from their addresses (sections.ts). */
const PAGE_SECTIONS = accountPageSections();
/** A page section's note (its key) while the page cannot be used yet: the address book needs a bound phone. */
const NOT_YET: Readonly<Record<string, (detail: UserDetail) => string | undefined>> = { address: (detail) => (detail.hasTelephone ? undefined : 'address.needsPhone') };

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

  if (!detail.data) {
    return (
      <QueryState
        query={detail}
        texts={{ loading: t('security.loading'), failed: t('account.loadFailed'), retry: t('account.retry') }}
        skeletons={2}
        skeletonHeight={320}
        loadingClassName={styles.grid}
        failedClassName={styles.prompt}
      />
    );
  }

  const props = { detail: detail.data, dialog, onDialog };
  return (
    <div className={styles.layout}>
      <nav className={styles.nav} aria-label={t('nav.label')}>
        <ul>
          {ON_SCREEN.map((section) => (
            <li key={section}>
              <a href={`#account-${section}`}>{t(`nav.${section}`)}</a>
            </li>
          ))}
          {PAGE_SECTIONS.map(({ key }) => (
            <li key={key}>
              <a href={`#account-${key}`}>{t(`${key}.title`)}</a>
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
        {PAGE_SECTIONS.map(({ key, to }) => (
          <Section key={key} id={`account-${key}`} title={t(`${key}.title`)}>
            <Row
              name={t(`${key}.name`)}
              note={t(NOT_YET[key]?.(detail.data) ?? `${key}.note`)}
              action={
                <Link className={buttonClassName({ variant: 'secondary', size: 'sm' })} to={to}>
                  {t(`${key}.manage`)}
                </Link>
              }
            />
          </Section>
        ))}
      </div>
    </div>
  );
}
