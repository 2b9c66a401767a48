import { accountApi, fundApi, letterApi, userApi } from '@site/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addressOf, newPlayer, type Player } from '../test/fund';
import { startTestServer, type TestServer } from '../test/harness';

// passes: sqlite

/** Issue 17: a nickname accepted U+202E (right-to-left override); so did every other free text. */

let server: TestServer;
let p: Player;

beforeAll(async () => {
  server = await startTestServer();
  p = await newPlayer(server);
});
afterAll(async () => {
  await server.close();
});

const RLO = '\u202e';
const ZWSP = '\u200b';
const refused = { status: 400, code: '000400', data: { issues: [expect.objectContaining({ message: 'rules.invisibleCharacters' })] } };

describe('free text with invisible formatting characters is refused and changes nothing', () => {
  it('refuses a nickname holding U+202E (or a zero-width space) and keeps the old one, still changeable', async () => {
    const before = await server.call(userApi.detail, { token: p.token });
    expect(await server.fail(userApi.updateDetail, { token: p.token, body: { nickname: `ab${RLO}gnp.exe` } })).toMatchObject(refused);
    expect(await server.fail(userApi.updateDetail, { token: p.token, body: { nickname: `ad${ZWSP}min` } })).toMatchObject(refused);
    expect(await server.call(userApi.detail, { token: p.token })).toMatchObject({ nickname: before.nickname, nicknameChangeable: true });
  });

  it('refuses a delivery address, a letter to support and a wallet name holding them, and stores none', async () => {
    const db = server.app.site.db;
    expect(await server.fail(accountApi.addAddress, { token: p.token, body: { receiver: `王${RLO}小明`, address: '台北市信義區松仁路100號' } })).toMatchObject(refused);
    expect(await server.fail(accountApi.addAddress, { token: p.token, body: { receiver: '王小明', address: `台北市信義區${ZWSP}松仁路100號` } })).toMatchObject(refused);
    expect(await server.fail(letterApi.feedback, { token: p.token, body: { type: 'suggestion', content: `希望增加${RLO}更多老虎機遊戲` } })).toMatchObject(refused);
    const wallet = await server.fail(fundApi.bindWalletAddress, { token: p.token, body: { network: 'TRC20', address: addressOf(41), name: `my${ZWSP}wallet` } });
    expect(wallet).toMatchObject({ status: 400, code: '000400' });
    const count = async (table: 'delivery_addresses' | 'wallet_addresses') =>
      (await db.selectFrom(table).select('account_id').where('account_id', '=', p.id).execute()).length;
    expect([await count('delivery_addresses'), await count('wallet_addresses')]).toEqual([0, 0]);
  });
});
