import { fundApi, walletApi } from '@site/contract';
import { addressOf, approvedCard, fund, newPlayer, WITHDRAW_PASSWORD, type Player } from './fund';
import { idem } from './games';
import type { TestServer } from './harness';

/** What a test's player is given before the test starts; everything is optional. */
export interface PlayerSetup {
  /** The player's VIP level name (default VIP1; VIP9 allows 15 withdrawals and 2,000,000 a day). */
  vipName?: string;
  /** An approved bank card, its id returned as `cardId`. */
  card?: boolean;
  /** A bound TRC-20 address (addressOf(n)), its id returned as `addressId`. */
  address?: number;
  /** Money credited to the main wallet of `currency` (default NTD), a decimal string. */
  balance?: string;
  currency?: string;
  /** Part of the NTD balance moved on into a game wallet (e.g. the demo game's SPX). */
  gameWallet?: { channel: string; amount: string };
}

export type ReadyPlayer<S extends PlayerSetup> = { p: Player } & (S['card'] extends true ? { cardId: number } : unknown) & (S['address'] extends number ? { addressId: number } : unknown);

/**
 * The one player factory of the server tests: a new player (test/fund.ts newPlayer: ID verified, phone and
 * withdrawal password set) with its destination, money and VIP level, in the order a player would get them.
 */
export async function aPlayer<S extends PlayerSetup>(server: TestServer, setup: S = {} as S): Promise<ReadyPlayer<S>> {
  const p = await newPlayer(server, setup.vipName ? { vipName: setup.vipName } : {});
  const ready: { p: Player; cardId?: number; addressId?: number } = { p };
  if (setup.card) ready.cardId = await approvedCard(server, p);
  if (setup.address !== undefined) {
    const body = { network: 'TRC20' as const, address: addressOf(setup.address), name: `w${setup.address}`, withdrawPassword: WITHDRAW_PASSWORD };
    ready.addressId = (await server.call(fundApi.bindWalletAddress, { token: p.token, body })).id;
  }
  if (setup.balance) await fund(server, p, setup.balance, setup.currency ?? 'NTD');
  if (setup.gameWallet) {
    const { channel, amount } = setup.gameWallet;
    await server.call(walletApi.transfer, { token: p.token, headers: idem(), body: { from: 'main', to: channel, amount, currency: 'NTD' } });
  }
  return ready as ReadyPlayer<S>;
}
