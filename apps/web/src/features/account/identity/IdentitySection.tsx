import { ID_CARD_STATUS } from '@site/contract/api/account';
import { Button } from '@site/ui/button';
import { lazy, Suspense } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { useIdCard } from '../api/useIdCard';
import { Row, Section, Tag } from '../shared/Section';
import type { SectionProps } from '../shared/types';

const IdCardDialog = lazy(() => import('./IdCardDialog'));

/**
 * ID verification (SPEC 4: verifying -> success or failure): the state of
 * GET /v1/user/idcard (the user detail's status while it loads); a failure
 * says 身分證驗證失敗 with the reviewer's reason and can be submitted again.
 */
export function IdentitySection({ detail, dialog, onDialog }: SectionProps) {
  const { t } = useTranslation('account');
  const idCard = useIdCard();
  const state = idCard.data;
  const status = state?.status ?? detail.verifyIdCardStatus;
  const canSubmit = status === ID_CARD_STATUS.none || status === ID_CARD_STATUS.failure;

  const value =
    status === ID_CARD_STATUS.success ? (
      <>
        <Tag tone="ok">{t('identity.success')}</Tag>
        {state?.realName ? <span>{state.realName}</span> : null}
        {state?.idNumber ? <span>{state.idNumber}</span> : null}
      </>
    ) : status === ID_CARD_STATUS.verifying ? (
      <Tag tone="warn">{t('identity.verifying')}</Tag>
    ) : status === ID_CARD_STATUS.failure ? (
      <Tag tone="danger">{t('identity.failure')}</Tag>
    ) : (
      <Tag>{t('identity.none')}</Tag>
    );

  const note =
    status === ID_CARD_STATUS.failure
      ? state?.reason
        ? t('identity.reason', { reason: state.reason })
        : null
      : status === ID_CARD_STATUS.verifying
        ? t('identity.verifyingNote')
        : status === ID_CARD_STATUS.none
          ? t('identity.noneNote')
          : null;

  return (
    <Section
      id="account-identity"
      title={t('identity.title')}
      after={
        dialog === 'idCard' && canSubmit ? (
          <Suspense fallback={null}>
            <IdCardDialog onClose={() => onDialog(null)} />
          </Suspense>
        ) : null
      }
    >
      <Row
        name={t('identity.name')}
        value={value}
        note={note}
        action={
          canSubmit ? (
            <Button size="sm" onClick={() => onDialog('idCard')}>
              {status === ID_CARD_STATUS.failure ? t('identity.retry') : t('identity.start')}
            </Button>
          ) : null
        }
      />
    </Section>
  );
}
