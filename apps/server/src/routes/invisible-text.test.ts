import { accountApi, fundApi, letterApi, userApi } from '@site/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPhone, telephoneStateFor } from '../test/accounts';
import { addressOf, newPlayer, type Player } from '../test/fund';
import { startTestServer, type TestServer } from '../test/harness';

// passes: sqlite postgres

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

/** Issue 33, finding 15: invisible characters outside issue 17's list were accepted in names and titles. */
const OUTSIDE_LAST_LIST: Array<[string, string]> = [
  ['U+180E Mongolian vowel separator', '\u180e'],
  ['U+2061 function application', '\u2061'],
  ['U+2062 invisible times', '\u2062'],
  ['U+2063 invisible separator', '\u2063'],
  ['U+2064 invisible plus', '\u2064'],
  ['U+E0001 language tag', '\u{e0001}'],
  ['U+E0041 tag latin capital A', '\u{e0041}'],
  ['U+E007F cancel tag', '\u{e007f}'],
  ['U+3164 Hangul filler', '\u3164'],
  ['U+00AD soft hyphen', '\u00ad'],
  ['U+034F combining grapheme joiner', '\u034f'],
  ['U+FE00 variation selector 1', '\ufe00'],
];

describe('every default-ignorable and format character is refused in names and titles (issue 33)', () => {
  it.each(OUTSIDE_LAST_LIST)('%s: a nickname and a letter title holding it are refused, nothing stored', async (_name, c) => {
    const before = await server.call(userApi.detail, { token: p.token });
    expect(await server.fail(userApi.updateDetail, { token: p.token, body: { nickname: `ad${c}min` } })).toMatchObject(refused);
    expect(await server.fail(letterApi.create, { token: p.token, body: { quizType: 1, title: `提款${c}問題`, content: '請問提款什麼時候到帳' } })).toMatchObject(refused);
    expect(await server.fail(accountApi.addAddress, { token: p.token, body: { receiver: `王${c}小明`, address: '台北市信義區松仁路100號' } })).toMatchObject(refused);
    expect(await server.call(userApi.detail, { token: p.token })).toMatchObject({ nickname: before.nickname, nicknameChangeable: true });
    const letters = await server.app.site.db.selectFrom('letters').select('id').where('account_id', '=', p.id).execute();
    expect(letters).toHaveLength(0);
  });

  it('emoji keep their own joiners and presentation selectors; a joiner between letters is still refused', async () => {
    const emoji = ['I ❤️ 777', '👩‍💻 Amy', '🏳️‍🌈', '1️⃣ 號', '🧑🏽‍🚀'];
    for (const content of emoji) {
      expect(await server.call(letterApi.feedback, { token: p.token, body: { type: 'suggestion', content: `${content} 好玩` } })).toMatchObject({ id: expect.any(Number) });
    }
    for (const content of ['a\u200db 好玩', '好\u200d玩的 😀', '😀\ufe0f\ufe0f 好玩', 'a\ufe0f 好玩', '🏴\u{e0067}\u{e0062}\u{e0065}\u{e006e}\u{e0067}\u{e007f} 好玩']) {
      expect(await server.fail(letterApi.feedback, { token: p.token, body: { type: 'suggestion', content } })).toMatchObject(refused);
    }
    const q = await newPlayer(server);
    await server.call(userApi.updateDetail, { token: q.token, body: { nickname: '👩‍💻小明❤️' } });
    expect(await server.call(userApi.detail, { token: q.token })).toMatchObject({ nickname: '👩‍💻小明❤️' });
  });

  it('a LINE display name holding one does not become the nickname (the account name does)', async () => {
    const { url } = await server.call(userApi.lineAuth, { body: { redirectUrl: `${server.url}/line-return`, action: 0 } });
    const state = new URL(url).searchParams.get('state') ?? '';
    const res = await fetch(`${server.url}/dev/line/authorize`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ state, displayName: 'Amy\u2063 LINE' }).toString(),
      redirect: 'manual',
    });
    const stateToken = new URL(res.headers.get('location') ?? '').searchParams.get('stateToken') ?? '';
    const telephoneState = await telephoneStateFor(server, newPhone());
    const body = { stateToken, telephoneState, username: 'lineinv01', password: 'pass1234', confirmPassword: 'pass1234' };
    const registered = await server.call(userApi.registerByLine, { body });
    expect(await server.call(userApi.info, { token: registered.token })).toMatchObject({ username: 'lineinv01', nickname: 'lineinv01' });
  });
});

