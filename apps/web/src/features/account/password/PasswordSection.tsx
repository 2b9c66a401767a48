import { Button } from '@site/ui/button';
import { lazy, Suspense } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { Row, Section } from '../shared/Section';
import type { SectionProps } from '../shared/types';

const LoginPasswordDialog = lazy(() => import('./LoginPasswordDialog'));

/** The login password (SPEC 2): changed with the old one or a phone code; every session ends after it. */
export function PasswordSection({ detail, dialog, onDialog }: SectionProps) {
  const { t } = useTranslation('account');
  return (
    <Section
      id="account-password"
      title={t('password.title')}
      after={
        dialog === 'loginPassword' ? (
          <Suspense fallback={null}>
            <LoginPasswordDialog detail={detail} onClose={() => onDialog(null)} />
          </Suspense>
        ) : null
      }
    >
      <Row
        name={t('password.name')}
        value={t('password.set')}
        note={t('password.note')}
        action={
          <Button size="sm" variant="secondary" onClick={() => onDialog('loginPassword')} aria-label={t('password.changeWhat')}>
            {t('password.change')}
          </Button>
        }
      />
    </Section>
  );
}
