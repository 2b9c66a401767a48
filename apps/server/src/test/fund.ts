import { randomInt } from 'node:crypto';
import { fundApi, trc20AddressOf } from '@site/contract';
import type { Insertable } from 'kysely';
import type { Database } from '../db/schema';
import { usernameKey } from '../services/accounts/accounts';
import { hashPassword } from '../services/accounts/secrets';
import { credit } from '../services/fund/operator';
import { reviewCard } from '../services/fund/review';
import { login, newDevice } from './accounts';
import { idem } from './games';
import { picture } from './images';
import { signHeaders, type TestServer } from './harness';

/** Helpers for the cashier tests: players made in the database, everything they do through HTTP. */

export const WITHDRAW_PASSWORD = '135790';

/** A real tiny picture of each accepted type (the server decodes every upload and stores a re-encoded copy). */
export const IMAGES = { png: await picture('png'), jpeg: await picture('jpeg'), gif: await picture('gif') };

let serial = 0;

export interface Player {
  name: string;
  id: number;
  token: string;
}

/** A new player (password demo1234), with a phone unless `phone: false`, ID verified unless `idVerified: false`, VIP name and withdrawal password as asked. */
export async function newPlayer(server: TestServer, o: { phone?: boolean; vipName?: string; withdrawPassword?: boolean; idVerified?: boolean } = {}): Promise<Player> {
  serial += 1;
  const name = `fund${Date.now().toString(36).slice(-5)}${serial}`;
  const now = new Date().toISOString();
  const values: Insertable<Database['accounts']> = {
    username: name,
    username_key: usernameKey(name),
    password_hash: await hashPassword('demo1234'),
    nickname: name.slice(0, 10),
    avatar: '',
    birthday: null,
    // ID verified unless asked otherwise: SPEC 5 lets only such a player bind a bank card.
    real_name: o.idVerified === false ? null : '林測試',
    verify_id_card_status: o.idVerified === false ? 0 : 2,
    language: 'TW',
    currency: 'NTD',
    country_code: o.phone === false ? null : '886',
    telephone: o.phone === false ? null : `9${randomInt(10_000_000, 99_999_999)}`,
    withdraw_password_hash: o.withdrawPassword === false ? null : await hashPassword(WITHDRAW_PASSWORD),
    vip_name: o.vipName ?? 'VIP1',
    proxy_code: null,
    inviter_code: null,
    line_id: null,
    register_date: now,
    last_login_at: null,
    updated_at: now,
  };
  const row = await server.app.site.db.insertInto('accounts').values(values).returning('id').executeTakeFirstOrThrow();
  // Its own device: players logging in from one device are linked accounts (services/risk/links.ts).
  return { name, id: row.id, token: await login(server, name, 'demo1234', newDevice()) };
}

/** POSTs raw bytes to the upload call (the harness's fetch sends text only). */
export async function upload(server: TestServer, token: string | undefined, purpose: string, body: Buffer, contentType = 'application/octet-stream') {
  const res = await fetch(`${server.url}/api/v1/fund/upload?purpose=${purpose}`, {
    method: 'POST',
    headers: { ...signHeaders(), ...(token ? { token } : {}), 'content-type': contentType },
    body,
  });
  return { status: res.status, json: (await res.json()) as { code: string; msg: string; data: { fileId: string; mime: string; size: number } | null } };
}

/** Uploads the three photos and applies for a card; returns the card id (under review). */
export async function applyCard(server: TestServer, p: Player, cardNo = `8${randomInt(100_000_000, 999_999_999)}123`) {
  const ids: string[] = [];
  for (const purpose of ['idFront', 'idBack', 'cardCover']) {
    const up = await upload(server, p.token, purpose, IMAGES.png);
    if (!up.json.data) throw new Error(`upload ${purpose}: ${JSON.stringify(up.json)}`);
    ids.push(up.json.data.fileId);
  }
  const [idFrontFileId = '', idBackFileId = '', coverFileId = ''] = ids;
  const card = await server.call(fundApi.bindBankCard, {
    token: p.token,
    // Issue 17: a new destination is proved by the withdrawal password (every newPlayer has it unless asked otherwise).
    body: { bankCode: '013', branch: '信義分行', cardNo, idFrontFileId, idBackFileId, coverFileId, withdrawPassword: WITHDRAW_PASSWORD },
  });
  return card.id;
}

/** A card applied for and approved by the operator. */
export async function approvedCard(server: TestServer, p: Player): Promise<number> {
  const id = await applyCard(server, p);
  await reviewCard(server.app.site.db, id, { approve: true });
  return id;
}

/** A valid TRC-20 address from a seed number. */
export function addressOf(n: number): string {
  const bytes = new Uint8Array(20);
  bytes[19] = n;
  bytes[0] = 7;
  return trc20AddressOf(bytes);
}

export async function fund(server: TestServer, p: Player, amount: string, currency = 'NTD') {
  return credit(server.app.site.db, p.id, currency, amount, 'addCoin');
}

export const withdraw = (server: TestServer, p: Player, body: Record<string, unknown>, key?: string) =>
  server.call(fundApi.applyWithdraw, { token: p.token, headers: idem(key), body: { currency: 'NTD', withdrawPassword: WITHDRAW_PASSWORD, ...body } });


/** A settled bet of the player with `validMinor` valid turnover (game minor units; main_per_unit 5 for the 1 : 0.2 channel), at decimal `odds` (null: a game without odds). */
export async function validBet(server: TestServer, accountId: number, validMinor: number, mainPerUnit = 1, odds: number | null = null): Promise<void> {
  const db = server.app.site.db;
  // A bet counts only for credits made strictly before it (services/fund/wagering.ts): let the clock tick past the last one.
  await new Promise((resolve) => setTimeout(resolve, 2));
  const game = await db.selectFrom('games').select(['id', 'game_code', 'game_type', 'channel_code']).executeTakeFirstOrThrow();
  serial += 1;
  await db
    .insertInto('bet_records')
    .values({
      order_no: `BT${accountId}x${Date.now()}x${serial}`,
      account_id: accountId,
      game_id: game.id,
      game_code: game.game_code,
      game_type: game.game_type,
      channel_code: game.channel_code,
      sub_game_code: null,
      currency: 'NTD',
      main_per_unit: mainPerUnit,
      content: '{}',
      play_session_id: null,
      round: null,
      bet_time: new Date().toISOString(),
      payout_time: null,
      total_bet: validMinor,
      valid_bet: validMinor,
      profit: 0,
      refund: 0,
      expected_profit: 0,
      expected_return: 0,
      settle_status: 'settled',
      result: 'lose',
      odds,
    })
    .execute();
}
