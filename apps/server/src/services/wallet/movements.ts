import { AsyncLocalStorage } from 'node:async_hooks';
import { whenCommitted } from '../events/poke';
import type { LedgerKind } from './ledger-kind';

/** One ledger row, as the metrics count it: its kind, the wallet's currency, main or a game wallet, and the signed minor units. */
export interface LedgerMovement {
  kind: LedgerKind;
  currency: string;
  wallet: 'main' | 'game';
  amount: number;
}

export type LedgerListener = (movement: LedgerMovement) => void;

const listeners = new Set<LedgerListener>();
const scope = new AsyncLocalStorage<LedgerListener>();

/** Hears every movement of this process not made inside a `runWithLedgerListener` scope; returns the function that stops it. */
export function onLedgerMovement(listener: LedgerListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Runs `fn` (and what it starts) for one app: the movements it makes go to `listener` only (tests run many apps in one process). */
export function runWithLedgerListener<T>(listener: LedgerListener, fn: () => T): T {
  // One app (production): its listener is the only one, and hears everything without a scope (see runInHub).
  if (listeners.size === 1 && listeners.has(listener)) return fn();
  return scope.run(listener, fn);
}

/**
 * Called by `move` for each ledger row it wrote: counted once the transaction commits when it runs
 * through `moneyTransaction` / `pokingTransaction` (a rolled-back movement is never counted),
 * otherwise at the insert (a plain `db.transaction()`, the seed).
 */
export function noteLedgerMovement(trx: object, movement: LedgerMovement): void {
  whenCommitted(trx, () => {
    const own = scope.getStore();
    if (own) own(movement);
    else for (const listener of listeners) listener(movement);
  });
}
