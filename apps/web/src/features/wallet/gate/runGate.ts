import { walletRechargeLimit, walletWithdrawCheck, type walletBalance } from '@site/contract/api/wallet';
import { DEFAULT_CURRENCY } from '@site/contract/constants';
import type { ResponseOf } from '@site/contract/endpoint';
import type { CashierPage } from '@site/contract/frame';
import { confirm } from '@site/ui/confirm';
import type { QueryClient } from '@tanstack/react-query';
import type { NavigateFunction } from 'react-router';
import { accountPaths } from '../../account/paths';
import { servicePaths } from '../../service/paths';
import { walletPaths } from '../paths';
import { call } from '../../../shared/api/call';
import { i18n, loadNamespaces } from '../../../shared/i18n/i18n';
import { cachedUserInfo, refreshUserInfo } from '../../../shared/session/userInfo';
import { usePopupsStore } from '../../../shared/stores/popups';
import { useSessionStore } from '../../../shared/stores/session';
import { escapeHtml } from '../../../shared/utils/html';
import { ACCOUNT_DIALOGS, loadWithdrawPasswordQuery, type AccountDialogName, type AccountReturnState } from '../../account';
import { walletKeys } from '../api/keys';
import { decideFinanceGate, type GateFacts, type GateOutcome } from './decide';
import { gateLines } from './messages';

/**
 * The gate's calls and dialogs (loaded with the first finance click, so the
 * first screen does not carry them). checkFinanceGate gathers the facts the
 * pure decision asks for, one call at a time in SPEC order; presentGateOutcome
 * shows a closed gate with SPEC's words.
 */

const WITHDRAW_PASSWORD_DIALOG: AccountDialogName = 'popupWithDrawPwdBind';
// Keeps the map and this link in step: a renamed dialog fails the typecheck here.
void ACCOUNT_DIALOGS[WITHDRAW_PASSWORD_DIALOG];

function currentCurrency(client: QueryClient): string {
  const balances = client.getQueryData<ResponseOf<typeof walletBalance>>(walletKeys.balance());
  return balances?.currencies.find((c) => c.isCurrent)?.currency || cachedUserInfo(client)?.currency || DEFAULT_CURRENCY;
}

/** Runs the gates for `page`; a failed call rejects (the API client has shown it already). */
export async function checkFinanceGate(page: CashierPage, client: QueryClient): Promise<GateOutcome> {
  const session = useSessionStore.getState();
  const cached = cachedUserInfo(client);
  const facts: GateFacts = { page, loggedIn: session.token !== null, telephone: cached?.telephone, frontendType: cached?.frontendType, now: Date.now() };
  // Four facts at most: the loop cannot run away.
  for (let round = 0; round < 5; round += 1) {
    const step = decideFinanceGate(facts);
    if (step.kind !== 'fetch') return step;
    switch (step.fact) {
      case 'user': {
        const info = await refreshUserInfo(client);
        facts.telephone = info.telephone;
        facts.frontendType = info.frontendType;
        break;
      }
      case 'withdrawPassword': {
        const withdrawPasswordQuery = await loadWithdrawPasswordQuery();
        facts.withdrawPasswordBound = await client.fetchQuery({ ...withdrawPasswordQuery(), staleTime: 0 });
        break;
      }
      case 'rechargeLimit':
        facts.rechargeLimit = await call(walletRechargeLimit, { query: { currency: currentCurrency(client) } });
        break;
      case 'withdrawCheck':
        facts.withdrawCheck = await call(walletWithdrawCheck, { query: { currency: currentCurrency(client) } });
        break;
    }
    facts.now = Date.now();
  }
  throw new Error('finance gate: facts did not settle');
}

/** The wallet namespace's texts, loaded first when the gate runs before any wallet screen. */
export async function gateTexts() {
  await loadNamespaces('wallet');
  return i18n.getFixedT(['wallet']);
}

/** The account page opening the withdrawal-password dialog, with the way back to the withdrawal. */
export function withdrawPasswordTarget(page: CashierPage): { path: string; state: AccountReturnState } {
  return { path: accountPaths.account({ openDialog: WITHDRAW_PASSWORD_DIALOG }), state: { returnTo: walletPaths.entry({ page }) } };
}

/**
 * The login popup for a visitor; the page opens after login (SessionEffects
 * reads pendingFinance). Closing the popup without logging in forgets it.
 */
export function askLogin(path: string): void {
  const popups = usePopupsStore.getState();
  popups.setPendingFinance(path);
  popups.openPopup({ kind: 'login', tab: 'login' });
  const stop = usePopupsStore.subscribe((state) => {
    if (state.open?.kind === 'login') return;
    stop();
    if (!useSessionStore.getState().token) usePopupsStore.getState().setPendingFinance(null);
  });
}

const html = (lines: string[]) => lines.map(escapeHtml).join('<br>');

/** Shows a closed gate as SPEC 4's confirmation dialog, with the way forward where there is one. */
export async function presentGateOutcome(outcome: GateOutcome, page: CashierPage, navigate: NavigateFunction): Promise<void> {
  if (outcome.kind === 'open') return;
  if (outcome.kind === 'login') return askLogin(walletPaths.entry({ page }));
  const t = await gateTexts();
  const content = html(gateLines(outcome, t));
  switch (outcome.kind) {
    case 'bindPhone':
      if (await confirm({ content, confirmText: t('gate.bind'), cancelText: t('gate.cancel') })) usePopupsStore.getState().openPopup({ kind: 'mobileBinding' });
      return;
    case 'bindWithdrawPassword': {
      if (!(await confirm({ content, confirmText: t('gate.goBind'), cancelText: t('gate.cancel') }))) return;
      const target = withdrawPasswordTarget(page);
      void navigate(target.path, { state: target.state });
      return;
    }
    case 'rechargeContact':
      if (await confirm({ content, confirmText: t('gate.contact'), cancelText: t('gate.cancel') })) void navigate(servicePaths.service());
      return;
    default:
      await confirm({ content, confirmText: t('gate.ok'), showCancel: false });
  }
}
