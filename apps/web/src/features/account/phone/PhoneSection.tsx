import { Button } from '@site/ui/button';
import { lazy, Suspense } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { Row, Section, Tag } from '../shared/Section';
import styles from '../shared/account.module.css';
import type { SectionProps } from '../shared/types';

const MobileBindingPopup = lazy(() => import('../popups/MobileBindingPopup'));
const MobileChangeDialog = lazy(() => import('./MobileChangeDialog'));

/**
 * The phone (SPEC 2, 4): bind a first number, or change the bound one in two
 * steps; the number is shown masked as the server gives it; a change whose
 * step 2 is still to do is flagged until it is completed.
 */
export function PhoneSection({ detail, dialog, onDialog }: SectionProps) {
  const { t } = useTranslation('account');
  const bound = detail.hasTelephone;
  const pending = bound && detail.phoneChangePending;

  const after =
    dialog === 'mobileBinding' && !bound ? (
      <Suspense fallback={null}>
        <MobileBindingPopup onClose={() => onDialog(null)} />
      </Suspense>
    ) : dialog === 'mobileChange' && bound ? (
      <Suspense fallback={null}>
        <MobileChangeDialog detail={detail} onClose={() => onDialog(null)} />
      </Suspense>
    ) : null;

  return (
    <Section
      id="account-phone"
      title={t('phone.title')}
      after={
        <>
          {pending ? (
            <p className={styles.notice} role="status">
              {t('phone.pending')}
            </p>
          ) : null}
          {after}
        </>
      }
    >
      <Row
        name={t('phone.name')}
        value={
          bound ? (
            <>
              <span>{`+${detail.countryCode} ${detail.telephone}`}</span>
              {pending ? <Tag tone="warn">{t('phone.pendingTag')}</Tag> : <Tag tone="ok">{t('phone.bound')}</Tag>}
            </>
          ) : (
            <Tag>{t('phone.unbound')}</Tag>
          )
        }
        note={bound ? null : t('phone.unboundNote')}
        action={
          bound ? (
            <Button size="sm" variant="secondary" onClick={() => onDialog('mobileChange')}>
              {pending ? t('phone.continue') : t('phone.change')}
            </Button>
          ) : (
            <Button size="sm" onClick={() => onDialog('mobileBinding')}>
              {t('phone.bind')}
            </Button>
          )
        }
      />
    </Section>
  );
}
