import { Button } from '@site/ui/button';
import { lazy, Suspense } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { useWithdrawPasswordBound } from '../api/useWithdrawPasswordBound';
import { Row, Section, Tag } from '../shared/Section';
import type { SectionProps } from '../shared/types';

const WithdrawPasswordDialog = lazy(() => import('./WithdrawPasswordDialog'));
const WithdrawResetDialog = lazy(() => import('./WithdrawResetDialog'));
const WithdrawProtectDialog = lazy(() => import('./WithdrawProtectDialog'));
const SmsVerifyDialog = lazy(() => import('./SmsVerifyDialog'));

export interface SecuritySectionProps extends SectionProps {
  /** Where the player came from (the withdraw gate): offered, and gone to, once the password is set. */
  returnTo?: string;
}

/**
 * Security (SPEC 2, 4, 5): the withdrawal password (set once, 6 digits typed
 * twice; afterwards only the reset dialog changes it), withdrawal protection
 * and the SMS login verification switch.
 */
export function SecuritySection({ detail, dialog, onDialog, returnTo }: SecuritySectionProps) {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const status = useWithdrawPasswordBound();
  // The dialogs wait for the status: a password already set is not asked for again (SPEC 4).
  const bound = status.data;
  const close = () => onDialog(null);
  const phone = detail.hasTelephone;

  const after = (
    <>
      {bound && returnTo ? (
        <Button variant="secondary" onClick={() => void navigate(returnTo)}>
          {t('security.backToWithdraw')}
        </Button>
      ) : null}
      <Suspense fallback={null}>
        {dialog === 'withdrawPassword' && bound === false ? (
          <WithdrawPasswordDialog
            onClose={close}
            onDone={() => {
              // From the withdraw gate: straight back to the withdrawal, whose gates now pass (one
              // navigation only: closing first would race it and could keep the player here).
              if (returnTo) void navigate(returnTo);
              else close();
            }}
          />
        ) : null}
        {dialog === 'withdrawPasswordReset' && bound === true ? <WithdrawResetDialog detail={detail} onClose={close} /> : null}
        {dialog === 'withdrawProtect' ? <WithdrawProtectDialog detail={detail} onClose={close} /> : null}
        {dialog === 'smsVerify' && phone ? <SmsVerifyDialog detail={detail} onClose={close} /> : null}
      </Suspense>
    </>
  );

  return (
    <Section id="account-security" title={t('security.title')} after={after}>
      <Row
        name={t('security.withdrawPassword.name')}
        value={status.isPending ? t('security.loading') : bound ? <Tag tone="ok">{t('security.set')}</Tag> : <Tag>{t('security.notSet')}</Tag>}
        note={bound ? t('security.withdrawPassword.setNote') : t('security.withdrawPassword.notSetNote')}
        action={
          status.isPending ? null : bound ? (
            <Button size="sm" variant="secondary" onClick={() => onDialog('withdrawPasswordReset')} aria-label={t('security.withdrawPassword.resetWhat')}>
              {t('security.withdrawPassword.resetButton')}
            </Button>
          ) : (
            <Button size="sm" onClick={() => onDialog('withdrawPassword')} aria-label={t('security.withdrawPassword.setWhat')}>
              {t('security.withdrawPassword.setButton')}
            </Button>
          )
        }
      />
      <Row
        name={t('security.protect.name')}
        value={detail.withdrawProtect ? <Tag tone="ok">{t('security.on')}</Tag> : <Tag>{t('security.off')}</Tag>}
        note={t('security.protect.note')}
        action={
          <Button size="sm" variant="secondary" onClick={() => onDialog('withdrawProtect')} aria-label={t(detail.withdrawProtect ? 'security.protect.offWhat' : 'security.protect.onWhat')}>
            {detail.withdrawProtect ? t('security.turnOff') : t('security.turnOn')}
          </Button>
        }
      />
      <Row
        name={t('security.sms.name')}
        value={detail.smsVerify ? <Tag tone="ok">{t('security.on')}</Tag> : <Tag>{t('security.off')}</Tag>}
        note={phone ? t('security.sms.note') : t('security.sms.needsPhone')}
        action={
          <Button
            size="sm"
            variant="secondary"
            disabled={!phone}
            onClick={() => onDialog('smsVerify')}
            aria-label={t(detail.smsVerify ? 'security.sms.offWhat' : 'security.sms.onWhat')}
          >
            {detail.smsVerify ? t('security.turnOff') : t('security.turnOn')}
          </Button>
        }
      />
    </Section>
  );
}
