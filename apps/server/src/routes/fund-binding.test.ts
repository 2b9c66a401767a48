import { fundApi, messageApi } from '@site/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviewCard } from '../services/fund/review';
import { addressOf, applyCard, IMAGES, newPlayer, upload, type Player, WITHDRAW_PASSWORD } from '../test/fund';
import { signHeaders, startTestServer, type TestServer } from '../test/harness';

// passes: sqlite

let server: TestServer;
let p: Player;

beforeAll(async () => {
  server = await startTestServer();
  p = await newPlayer(server);
});
afterAll(async () => {
  await server.close();
});

describe('uploads: the type from the content, the file to its owner only', () => {
  it('jpeg, png and gif are stored (re-encoded: a gif as png) and read back by their owner, never cached or sniffed', async () => {
    for (const [kind, bytes] of Object.entries(IMAGES)) {
      const up = await upload(server, p.token, 'idFront', bytes, kind === 'png' ? 'image/jpeg' : 'application/octet-stream');
      expect(up.status).toBe(200);
      const stored = kind === 'gif' ? 'png' : kind;
      expect(up.json.data).toMatchObject({ mime: `image/${stored}` });
      const res = await fetch(`${server.url}/api/v1/fund/upload/${up.json.data?.fileId}`, { headers: { ...signHeaders(), token: p.token } });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe(`image/${stored}`);
      expect(res.headers.get('cache-control')).toBe('private, no-store');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      const body = Buffer.from(await res.arrayBuffer());
      expect(body.length).toBe(up.json.data?.size);
      expect(await sharp(body).metadata()).toMatchObject({ format: stored, width: 3, height: 2 });
    }
  });

  it('an HTML page or a script named .png and declared image/png is 031011 with the SPEC text', async () => {
    for (const text of ['<!doctype html><script>alert(1)</script>', 'alert(document.cookie)', '']) {
      const up = await upload(server, p.token, 'idFront', Buffer.from(text), 'image/png');
      expect(up).toMatchObject({ status: 400, json: { code: '031011', msg: '文件格式錯誤，僅支持 jpeg、jpg、png、gif 格式' } });
    }
    expect((await upload(server, p.token, 'idFront', IMAGES.png, 'text/html')).json.code).toBe('031011');
    expect((await upload(server, p.token, 'idFront', IMAGES.png, 'application/json')).json.code).toBe('031011');
  });

  it('10 MB is taken, 10 MB + 1 byte is 413 031012 in the envelope', async () => {
    const max = Buffer.concat([IMAGES.png, Buffer.alloc(10 * 1024 * 1024 - IMAGES.png.length)]);
    expect((await upload(server, p.token, 'cardCover', max)).status).toBe(200);
    const over = await upload(server, p.token, 'cardCover', Buffer.concat([max, Buffer.from([0])]));
    expect(over).toMatchObject({ status: 413, json: { code: '031012' } });
  });

  it("another player's or a visitor's request for a player's ID photo is refused (404 / 401)", async () => {
    const up = await upload(server, p.token, 'idBack', IMAGES.jpeg);
    const other = await newPlayer(server);
    const path = { params: { fileId: up.json.data?.fileId ?? '' } };
    expect(await server.fail(fundApi.uploadFile, { ...path, token: other.token })).toMatchObject({ status: 404, code: '000404' });
    expect(await server.fail(fundApi.uploadFile, path)).toMatchObject({ status: 401, code: '001001' });
    expect(await server.fail(fundApi.uploadFile, { params: { fileId: 'nope-nope-nope' }, token: p.token })).toMatchObject({ status: 404 });
    expect((await upload(server, undefined, 'idBack', IMAGES.jpeg)).status).toBe(401);
  });
});

describe('bank cards: phone first, one application at a time, reviewed with a notice', () => {
  it('a player without a phone is told 需先綁定您的手機號碼 (031010)', async () => {
    const noPhone = await newPlayer(server, { phone: false });
    const body = { bankCode: '013', branch: 'b', cardNo: '1234567890', idFrontFileId: 'aaaaaaaa', idBackFileId: 'aaaaaaaa', coverFileId: 'aaaaaaaa' };
    expect(await server.fail(fundApi.bindBankCard, { token: noPhone.token, body })).toMatchObject({ status: 400, code: '031010', msg: '需先綁定您的手機號碼' });
  });

  it('the photos must be the player\'s own uploads of the right purposes (031021)', async () => {
    const q = await newPlayer(server);
    const mine = (await upload(server, q.token, 'idFront', IMAGES.png)).json.data?.fileId ?? '';
    const theirs = (await upload(server, p.token, 'idBack', IMAGES.png)).json.data?.fileId ?? '';
    const base = { bankCode: '013', branch: 'b', cardNo: '1234567890', withdrawPassword: WITHDRAW_PASSWORD };
    expect(await server.fail(fundApi.bindBankCard, { token: q.token, body: { ...base, idFrontFileId: mine, idBackFileId: mine, coverFileId: mine } })).toMatchObject({ code: '031021' });
    expect(await server.fail(fundApi.bindBankCard, { token: q.token, body: { ...base, idFrontFileId: mine, idBackFileId: theirs, coverFileId: mine } })).toMatchObject({ code: '031021' });
  });

  it('applied -> reviewing (masked); a second application is 031003; approval and rejection write a system notice', async () => {
    const q = await newPlayer(server);
    const id = await applyCard(server, q, '1234567890123');
    const [card] = await server.call(fundApi.bankCards, { token: q.token });
    expect(card).toMatchObject({ id, bankCode: '013', bankName: '國泰世華銀行', cardNo: '**** **** 0123', status: 'reviewing', reason: '', reviewedAt: null });
    const again = await server.fail(fundApi.bindBankCard, {
      token: q.token,
      body: { bankCode: '013', branch: 'x', cardNo: '1111111111', idFrontFileId: 'aaaaaaaa', idBackFileId: 'aaaaaaaa', coverFileId: 'aaaaaaaa', withdrawPassword: WITHDRAW_PASSWORD },
    });
    expect(again).toMatchObject({ status: 409, code: '031003', msg: '您有審核中的綁定銀行卡申請，請耐心等待審核結果。如有疑問，請聯繫客服。' });

    await reviewCard(server.app.site.db, id, { approve: false, reason: '照片模糊' });
    expect((await server.call(fundApi.bankCards, { token: q.token }))[0]).toMatchObject({ status: 'rejected', reason: '照片模糊' });
    const id2 = await applyCard(server, q, '9876543210');
    await reviewCard(server.app.site.db, id2, { approve: true });
    const notices = await server.call(messageApi.systemNotices, { token: q.token, query: {} });
    expect(notices.records.map((n) => n.title)).toEqual(['銀行卡綁定成功', '銀行卡綁定失敗']);
    expect(notices.records[1]?.content).toContain('照片模糊');
    const en = await server.call(messageApi.systemNotices, { token: q.token, query: { language: 'EN' } });
    expect(en.records[0]?.title).toBe('Bank card bound');
    expect(await server.call(fundApi.banks, { token: q.token })).toContainEqual({ code: '013', name: '國泰世華銀行' });
  });
});

describe('wallet addresses: checksum verified, bound at once, at most 5', () => {
  it('binds valid TRC-20 addresses, refuses a bad checksum, a duplicate and a sixth', async () => {
    const q = await newPlayer(server);
    const good = addressOf(1);
    expect(await server.call(fundApi.bindWalletAddress, { token: q.token, body: { network: 'TRC20', address: good, name: '我的錢包', withdrawPassword: WITHDRAW_PASSWORD } })).toMatchObject({
      network: 'TRC20',
      address: good,
      name: '我的錢包',
    });
    const broken = `${good.slice(0, -1)}${good.endsWith('A') ? 'B' : 'A'}`;
    expect(await server.fail(fundApi.bindWalletAddress, { token: q.token, body: { network: 'TRC20', address: broken, name: 'x', withdrawPassword: WITHDRAW_PASSWORD } })).toMatchObject({ status: 400, code: '000400' });
    expect(await server.fail(fundApi.bindWalletAddress, { token: q.token, body: { network: 'TRC20', address: good, name: 'x', withdrawPassword: WITHDRAW_PASSWORD } })).toMatchObject({ code: '031020' });
    for (let i = 2; i <= 5; i++) await server.call(fundApi.bindWalletAddress, { token: q.token, body: { network: 'TRC20', address: addressOf(i), name: `w${i}`, withdrawPassword: WITHDRAW_PASSWORD } });
    expect(await server.fail(fundApi.bindWalletAddress, { token: q.token, body: { network: 'TRC20', address: addressOf(6), name: 'w6', withdrawPassword: WITHDRAW_PASSWORD } })).toMatchObject({ code: '031018', data: { max: 5 } });
    expect(await server.call(fundApi.walletAddresses, { token: q.token })).toHaveLength(5);
  });
});
