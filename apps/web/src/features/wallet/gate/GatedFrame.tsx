import type { CashierPage, CashierPageQuery } from '@site/contract/frame';
import { Button } from '@site/ui/button';
import { Skeleton } from '@site/ui/skeleton';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { homePaths } from '../../home/paths';
import { servicePaths } from '../../service/paths';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { usePopupsStore } from '../../../shared/stores/popups';
import { useUserInfo } from '../../../shared/session/userInfo';
import { useSessionStore } from '../../../shared/stores/session';
import { CashierFrame } from '../frame/CashierFrame';
import type { GateOutcome } from './decide';
import styles from './GatedFrame.module.css';
import { gateLines } from './messages';
import { useFinanceGate, wasGatePassed } from './useFinanceGate';

type GateState = GateOutcome | { kind: 'checking' } | { kind: 'error' };

export interface GatedFrameProps<P extends CashierPage> {
  page: P;
  query?: CashierPageQuery<P>;
  title: string;
}

/**
 * A finance page opened by its address (SPEC 4, 5): the gates run first and a
 * closed one is shown in place of the frame, with its way forward, a retry
 * and a way back. The gates run again when the session or the bound phone
 * changes (logging in from here, binding the phone from the popup).
 */
export function GatedFrame<P extends CashierPage>({ page, query, title }: GatedFrameProps<P>) {
  const { t } = useTranslation('wallet');
  const navigate = useNavigate();
  const { check } = useFinanceGate();
  const token = useSessionStore((s) => s.token);
  const telephone = useUserInfo().data?.telephone;
  const [state, setState] = useState<GateState>({ kind: 'checking' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    if (wasGatePassed(page, Date.now())) {
      setState({ kind: 'open' });
      return undefined;
    }
    // An open frame stays while the gates run again (the user info arriving after the page, a phone just bound):
    // going back to the skeleton would unmount the frame and load the cashier a second time.
    setState((current) => (current.kind === 'open' ? current : { kind: 'checking' }));
    check(page).then(
      (outcome) => {
        if (!live) return;
        setState(outcome);
        // SPEC 5: a visitor gets the login popup; logging in re-runs this effect (token).
        if (outcome.kind === 'login') usePopupsStore.getState().openPopup({ kind: 'login', tab: 'login' });
      },
      () => live && setState({ kind: 'error' }),
    );
    return () => {
      live = false;
    };
  }, [page, token, telephone, attempt, check]);

  if (state.kind === 'open') {
    return (
      <div className={page === 'transfer' ? `${styles.frame} ${styles.narrow}` : styles.frame}>
        <CashierFrame page={page} query={query} title={title} />
      </div>
    );
  }
  if (state.kind === 'checking') {
    return (
      <div className={styles.notice} role="status" aria-live="polite">
        <span className="visually-hidden">{t('gate.checking')}</span>
        <Skeleton width="60%" height={18} />
        <Skeleton height={120} />
      </div>
    );
  }

  const retry = () => setAttempt((n) => n + 1);
  const back = () => {
    // React Router numbers its entries: with none before this one, going back would leave the site.
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    void (idx > 0 ? navigate(-1) : navigate(homePaths.home()));
  };
  const forward = forwardAction(state, page);
  return (
    <div className={styles.notice} role="alert">
      <div className={styles.message}>
        {gateLines(state, t).map((line) => (
          <p key={line}>{line}</p>
        ))}
      </div>
      <div className={styles.actions}>
        {forward ? (
          <Button onClick={() => forward.run(navigate)}>{t(forward.label)}</Button>
        ) : null}
        {/* Checking again cannot change a visitor's or an agent account's answer. */}
        {state.kind === 'login' || state.kind === 'agentAccount' ? null : (
          <Button variant="secondary" onClick={retry}>
            {t('gate.retry')}
          </Button>
        )}
        <Button variant="ghost" onClick={back}>
          {t('gate.back')}
        </Button>
      </div>
    </div>
  );
}

type Forward = { label: string; run: (navigate: ReturnType<typeof useNavigate>) => void };

/** The way past a closed gate, where the player can take one. */
function forwardAction(state: GateState, page: CashierPage): Forward | null {
  switch (state.kind) {
    case 'login':
      return { label: 'gate.loginButton', run: () => usePopupsStore.getState().openPopup({ kind: 'login', tab: 'login' }) };
    case 'bindPhone':
      return { label: 'gate.bind', run: () => usePopupsStore.getState().openPopup({ kind: 'mobileBinding' }) };
    case 'bindWithdrawPassword':
      return {
        label: 'gate.goBind',
        run: (navigate) =>
          void import('./runGate').then(({ withdrawPasswordTarget }) => {
            const target = withdrawPasswordTarget(page);
            void navigate(target.path, { state: target.state });
          }),
      };
    case 'rechargeContact':
      return { label: 'gate.contact', run: (navigate) => void navigate(servicePaths.service()) };
    default:
      return null;
  }
}
