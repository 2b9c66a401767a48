import type { DepositSetup, DepositSetupStep } from '@site/contract/api/fund';
import { Button } from '@site/ui/button';
import { useId, type ReactNode } from 'react';
import type { BindKind } from '../../components/BindingNeeded';
import styles from '../../components/fund.module.css';
import { useTranslation } from '../../i18n/useTranslation';
import { BindingPanel } from './BindingPanel';
import local from './FirstDeposit.module.css';

export interface FirstDepositStepsProps {
  setup: DepositSetup;
  /** The binding way open in place, if any. */
  binding: BindKind | null;
  onBinding: (kind: BindKind | null, opener?: HTMLElement) => void;
  /** Asks the host for its mobile-binding popup over the page. */
  onPhone: () => void;
}

/**
 * The first deposit's checklist (issue 34): every step the server's setup lists, at once and in order,
 * each done or waiting, and each done here: the phone in the host's popup over the page, the withdrawal
 * password inside the binding form, a wallet address (at once) or a bank card (after its ID
 * verification and review) in place under the step. Nothing here is learnt from a refusal.
 */
export function FirstDepositSteps({ setup, binding, onBinding, onPhone }: FirstDepositStepsProps) {
  const { t } = useTranslation('recharge');
  useTranslation('fund');
  const titleId = useId();
  const panelId = useId();
  const phoneDone = setup.steps.find((s) => s.step === 'phone')?.done !== false;

  const body: Record<DepositSetupStep, (done: boolean) => ReactNode> = {
    phone: (done) =>
      done ? null : (
        <>
          <p className={styles.hint}>{t('setup.phone.why')}</p>
          <div className={local.stepAction}>
            <Button size="sm" onClick={onPhone}>
              {t('setup.phone.action')}
            </Button>
          </div>
        </>
      ),
    withdrawPassword: (done) => (done ? null : <p className={styles.hint}>{t('setup.withdrawPassword.why')}</p>),
    binding: (done) =>
      done ? null : (
        <>
          <p className={styles.hint}>{t('setup.binding.why')}</p>
          {phoneDone ? null : <p className={styles.hint}>{t('setup.binding.phoneFirst')}</p>}
          <div className={local.ways}>
            <Way kind="address" about={t('setup.address.about')} open={binding === 'address'} disabled={!phoneDone} panelId={panelId} onBinding={onBinding} />
            <Way kind="card" about={t(`setup.card.about.${setup.bankCard}`)} open={binding === 'card'} disabled={!phoneDone} panelId={panelId} onBinding={onBinding} />
          </div>
        </>
      ),
  };
  // Under the binding step across the whole row (not in its indented column): the form keeps a phone's width.
  const panel = binding && phoneDone ? <BindingPanel kind={binding} id={panelId} onClose={() => onBinding(null)} /> : null;

  return (
    <section className={local.steps} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.noticeTitle}>
        {t('setup.title')}
      </h2>
      <p className={styles.hint}>{t('setup.intro')}</p>
      <ol className={local.list}>
        {setup.steps.map(({ step, done }, i) => (
          <li key={step} className={local.step} data-done={done || undefined}>
            <span className={local.mark} aria-hidden="true">
              {done ? '✓' : i + 1}
            </span>
            <div className={local.body}>
              <div className={local.head}>
                <strong>{t(`setup.${step}.name`)}</strong>
                <span className={styles.badge} data-tone={done ? 'ok' : 'wait'}>
                  {done ? t('setup.done') : t('setup.pending')}
                </span>
              </div>
              {body[step](done)}
            </div>
            {step === 'binding' && !done ? panel : null}
          </li>
        ))}
      </ol>
    </section>
  );
}

function Way({
  kind,
  about,
  open,
  disabled,
  panelId,
  onBinding,
}: {
  kind: BindKind;
  about: string;
  open: boolean;
  disabled: boolean;
  panelId: string;
  onBinding: FirstDepositStepsProps['onBinding'];
}) {
  const { t } = useTranslation('recharge');
  return (
    <div className={local.way}>
      <div>
        <strong>{t(`setup.${kind}.name`)}</strong>
        <p className={styles.hint}>{about}</p>
      </div>
      <div className={styles.actions}>
        <Button
          size="sm"
          variant={open ? 'primary' : 'secondary'}
          disabled={disabled}
          aria-expanded={open}
          aria-controls={open ? panelId : undefined}
          onClick={(e) => onBinding(open ? null : kind, e.currentTarget)}
        >
          {t(`fund:binding.${kind}`)}
        </Button>
      </div>
    </div>
  );
}
