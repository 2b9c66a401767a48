import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { DomainError } from '../../domain/errors';
import type { ApiLanguage } from '../../domain/language';
import { pokeAccount } from '../events/poke';
import { accountById } from '../accounts/accounts';
import { GameErrors } from '../games/errors';
import { channelName, label } from '../labels';
import { takeThrottle, throttleWait } from '../throttle';
import { WalletErrors } from './errors';
import { idempotent } from './idempotency';
import { balanceOf, lockWallets, MAIN } from './ledger';
import { formatMinor, mainPerUnit, ratioOf } from './money';
import { assertCurrency, moveBetween } from './transfers';

type Db = Kysely<Database>;

export const RECYCLE_ACTION = 'recycle';

/** GET /v1/wallet/front/user/balance. */
export async function balances(db: Db, accountId: number, lang: ApiLanguage, currency?: string) {
  const account = await accountById(db, accountId);
  const shown = currency ?? account.currency;
  await assertCurrency(db, shown);
  const [currencies, settings, wallets, channels] = await Promise.all([
    db.selectFrom('currencies').selectAll().orderBy('sort').execute(),
    db.selectFrom('wallet_currency_settings').selectAll().where('account_id', '=', accountId).execute(),
    db.selectFrom('wallet_accounts').select(['currency', 'kind', 'balance']).where('account_id', '=', accountId).execute(),
    db.selectFrom('game_channels').selectAll().orderBy('game_type').orderBy('sort').execute(),
  ]);
  const enabled = new Map(settings.map((s) => [s.currency, s.enabled === 1]));
  const balance = (cur: string, kind: string) => Number(wallets.find((w) => w.currency === cur && w.kind === kind)?.balance ?? 0);
  const byCode = new Map<string, { name: string; types: number[] }>();
  for (const c of channels) {
    const entry = byCode.get(c.code) ?? { name: channelName(c.name, lang), types: [] };
    entry.types.push(c.game_type);
    byCode.set(c.code, entry);
  }
  return {
    currencies: currencies.map((c) => ({
      currency: c.code,
      currencyName: label(c.names, lang),
      balance: formatMinor(balance(c.code, MAIN)),
      icon: c.icon,
      // Without a saved choice every currency shows (SPEC 3: at least one stays enabled).
      enabled: c.code === account.currency || (enabled.get(c.code) ?? true),
      isCurrent: c.code === account.currency,
    })),
    gameWallets: [...byCode.entries()].map(([code, c]) => ({
      channelCode: code,
      name: c.name,
      gameType: Math.min(...c.types),
      gameTypes: [...c.types].sort((a, b) => a - b),
      currency: shown,
      balance: formatMinor(balance(shown, code)),
      ratio: ratioOf(code),
    })),
  };
}

/** PUT /v1/wallet/front/user/balance: which currencies show; at least one, always the current one. */
export async function setCurrencies(db: Db, accountId: number, enabled: string[]): Promise<'success'> {
  const wanted = [...new Set(enabled)];
  if (wanted.length === 0) throw WalletErrors.oneCurrencyRequired();
  const known = new Set((await db.selectFrom('currencies').select('code').execute()).map((c) => c.code));
  for (const code of wanted) if (!known.has(code)) throw WalletErrors.currencyUnsupported(code);
  const account = await accountById(db, accountId);
  if (!wanted.includes(account.currency)) throw WalletErrors.currentCurrencyRequired(account.currency);
  await db.transaction().execute(async (trx) => {
    for (const code of known) {
      const value = wanted.includes(code) ? 1 : 0;
      await trx
        .insertInto('wallet_currency_settings')
        .values({ account_id: accountId, currency: code, enabled: value })
        .onConflict((oc) => oc.columns(['account_id', 'currency']).doUpdateSet({ enabled: value }))
        .execute();
    }
  });
  // The header's currency list in the player's other tabs.
  pokeAccount(accountId, 'balance');
  return 'success';
}

/**
 * POST /v1/wallet/game/transfer/user/withdraw/all: every game wallet of the
 * currency back to main (DB points x5), in one transaction; one per 5 s.
 */
export async function recycleAll(db: Db, accountId: number, currency: string, key: string): Promise<boolean> {
  await assertCurrency(db, currency);
  try {
    return await idempotent(db, { accountId, key, scope: 'wallet.recycle', request: { currency } }, async (trx) => {
      if (!(await takeThrottle(trx, accountId, RECYCLE_ACTION))) throw GameErrors.throttled(await throttleWait(trx, accountId, RECYCLE_ACTION));
      // Every wallet of the currency, locked up front in id order (no deadlock with transfers); the game wallets that
      // held points when asked are recycled.
      const wallets = await trx.selectFrom('wallet_accounts').select(['id', 'kind', 'balance']).where('account_id', '=', accountId).where('currency', '=', currency).orderBy('id').execute();
      await lockWallets(trx, wallets.map((w) => w.id));
      for (const { kind } of wallets.filter((w) => w.kind !== MAIN && Number(w.balance) > 0)) {
        // Read again inside the transaction (and after moveBetween's lock, the debit re-checks it).
        const points = await balanceOf(trx, accountId, currency, kind);
        if (points <= 0) continue;
        await moveBetween(trx, { accountId, currency, from: kind, to: MAIN, debited: points, credited: points * mainPerUnit(kind), reason: 'recycle', key });
      }
      return true;
    });
  } catch (error) {
    if (error instanceof DomainError) throw error;
    throw WalletErrors.recycleFailed();
  }
}

/** PUT /v1/user/autoGameTransfer (extension). */
export async function setAutoTransfer(db: Db, accountId: number, enabled: boolean): Promise<boolean> {
  await db
    .updateTable('accounts')
    .set({ auto_transfer: enabled ? 1 : 0, updated_at: new Date().toISOString() })
    .where('id', '=', accountId)
    .execute();
  return enabled;
}
