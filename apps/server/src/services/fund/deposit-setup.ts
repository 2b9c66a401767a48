import { ID_CARD_STATUS, type BankCardSetup, type DepositMethod, type DepositSetup } from '@site/contract';
import type { Db } from './common';

/**
 * Issue 34: the first deposit's checklist, from the same facts the gates refuse on (gates.ts
 * requirePhone and hasBinding, destination-holds.ts's withdrawal-password proof, binding.ts's ID
 * verification), so that the deposit page lists every step before any is refused.
 */

export interface SetupFacts {
  telephone: string | null;
  withdraw_password_hash: string | null;
  verify_id_card_status: number;
}

/** The bank-card way: ID verification first (SPEC 5), then the newest card application and its review. */
function bankCardSetup(idStatus: number, cards: ReadonlyArray<{ status: string }>): BankCardSetup {
  if (cards.some((c) => c.status === 'approved')) return 'approved';
  if (cards.some((c) => c.status === 'reviewing')) return 'reviewing';
  if (idStatus === ID_CARD_STATUS.verifying) return 'idCardReviewing';
  return idStatus === ID_CARD_STATUS.success ? 'apply' : 'idCard';
}

/** The player's setup: each step the server requires and whether it is done; a bound binding makes the password step moot. */
export async function depositSetupOf(db: Db, accountId: number, player: SetupFacts): Promise<DepositSetup> {
  const [cards, address] = await Promise.all([
    db.selectFrom('bank_cards').select('status').where('account_id', '=', accountId).execute(),
    db.selectFrom('wallet_addresses').select('id').where('account_id', '=', accountId).executeTakeFirst(),
  ]);
  const bankCard = bankCardSetup(player.verify_id_card_status, cards);
  const walletAddress = address !== undefined;
  const bound = bankCard === 'approved' || walletAddress;
  const steps: DepositSetup['steps'] = [{ step: 'phone', done: Boolean(player.telephone) }];
  // The password proves a new card or address (issue 17); once a binding is done no deposit asks for it.
  if (!bound) steps.push({ step: 'withdrawPassword', done: player.withdraw_password_hash !== null });
  steps.push({ step: 'binding', done: bound });
  return { steps, bankCard, walletAddress };
}

/** Whether an order can be opened on a channel of `method` now (besides its VIP level): createDeposit's phone, binding and card gates. */
export function readyFor(method: DepositMethod, setup: DepositSetup): boolean {
  if (!setup.steps.every((s) => s.step === 'withdrawPassword' || s.done)) return false;
  return method === 'bank' ? setup.bankCard === 'approved' : true;
}
