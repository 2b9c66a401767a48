import type { CashierPage } from '@site/contract/frame';
import { showToast } from '@site/ui/toast-api';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { walletPaths } from '../paths';
import type { GateOutcome } from './decide';

/**
 * The finance gates (SPEC 4, 5) for every finance button and page. This
 * module stays small (it is on the header's path); the calls and dialogs
 * load with the first click (runGate.ts).
 */

/** One finance action at a time for the whole page (SPEC 4: a second click is refused with a toast). */
let inFlight = false;
/** A page whose gates the button has just passed: the page opens the frame without asking again. */
let passed: { page: CashierPage; at: number } | null = null;
const PASSED_FOR_MS = 10_000;

const loadGate = () => import('./runGate');

/** True when a button passed the gates of `page` a moment ago (a reload or a later visit checks again). */
export function wasGatePassed(page: CashierPage, now: number): boolean {
  return passed !== null && passed.page === page && now - passed.at < PASSED_FOR_MS;
}

/** For tests: no action in flight, nothing passed. */
export function resetFinanceGate(): void {
  inFlight = false;
  passed = null;
}

export type FinanceQuery = { type?: string | null; openBindPage?: string | null };

export function useFinanceGate() {
  const navigate = useNavigate();
  const client = useQueryClient();
  const [pending, setPending] = useState(false);

  /** Runs the gates; the page's outcome (no dialog, no toast) for a page that shows it itself. */
  const check = useCallback(async (page: CashierPage): Promise<GateOutcome> => (await loadGate()).checkFinanceGate(page, client), [client]);

  /** A finance button: gates, then the page; a closed gate shows its dialog (or the login popup). */
  const open = useCallback(
    async (page: CashierPage, query: FinanceQuery = {}): Promise<void> => {
      if (inFlight) {
        const t = await (await loadGate()).gateTexts();
        showToast(t('gate.processing'), { kind: 'warning', id: 'finance-gate' });
        return;
      }
      inFlight = true;
      setPending(true);
      let outcome: GateOutcome | null = null;
      const gate = await loadGate().catch(() => null);
      try {
        if (gate) outcome = await gate.checkFinanceGate(page, client);
      } catch {
        // The API client has shown the failure (SPEC 8); the button is free again.
      } finally {
        inFlight = false;
        setPending(false);
      }
      if (!gate || !outcome) return;
      if (outcome.kind === 'open') {
        passed = { page, at: Date.now() };
        void navigate(walletPaths.entry({ page, ...query }));
        return;
      }
      await gate.presentGateOutcome(outcome, page, navigate);
    },
    [client, navigate],
  );

  return { open, check, pending };
}
