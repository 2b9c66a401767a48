import { randomInt } from 'node:crypto';
import { accountApi, fundApi, isTaiwanId, messageApi, RULE_MESSAGES, userApi } from '@site/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAccountOps } from '../ops-account';
import { runOps } from '../ops-commands';
import { applyCard, IMAGES, newPlayer, upload, type Player } from '../test/fund';
import { startTestServer, type TestServer } from '../test/harness';

// passes: sqlite

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

/** A valid Taiwan ID (check digit computed), different for each call. */
function taiwanId(): string {
  const body = `A1${String(randomInt(0, 10_000_000)).padStart(7, '0')}`;
  for (let d = 0; d <= 9; d++) if (isTaiwanId(`${body}${d}`)) return `${body}${d}`;
  throw new Error('no check digit');
}

async function photos(p: Player) {
  const front = await upload(server, p.token, 'idFront', IMAGES.png);
  const back = await upload(server, p.token, 'idBack', IMAGES.jpeg);
  return { frontFileId: front.json.data?.fileId ?? '', backFileId: back.json.data?.fileId ?? '' };
}

const ops = (args: string[]) =>
  runAccountOps(server.app.site.db, args, (name) => {
    const i = args.indexOf(name);
    return i === -1 ? undefined : args[i + 1];
  });

describe('ID verification: submitted by the player, decided by the operator', () => {
  it('an ID number with a wrong check digit is refused with 請輸入有效的身分證號碼 (rules.idNumber)', async () => {
    const p = await newPlayer(server, { idVerified: false });
    const body = { realName: '王小明', idNumber: 'A123456788', ...(await photos(p)) };
    const failed = await server.fail(accountApi.submitIdCard, { token: p.token, body });
    expect(failed).toMatchObject({ status: 400, code: '000400' });
    expect(JSON.stringify(failed.data)).toContain('rules.idNumber');
    expect(RULE_MESSAGES['rules.idNumber']['zh-TW']).toBe('請輸入有效的身分證號碼');
    expect(await server.call(accountApi.idCard, { token: p.token })).toMatchObject({ status: 0, idNumber: null });
  });

  it('submit -> verifying; reject -> failure with the reason and a notice; resubmit -> approve -> success', async () => {
    const p = await newPlayer(server, { idVerified: false });
    expect(await server.call(accountApi.idCard, { token: p.token })).toEqual({ status: 0, realName: null, idNumber: null, reason: null, submittedAt: null, reviewedAt: null });
    const idNumber = taiwanId();
    const body = { realName: '王小明', idNumber, ...(await photos(p)) };
    const submitted = await server.call(accountApi.submitIdCard, { token: p.token, body });
    expect(submitted).toMatchObject({ status: 1, realName: '王小明', idNumber: `${idNumber.slice(0, 3)}****${idNumber.slice(-3)}`, reason: null, reviewedAt: null });
    expect(JSON.stringify(await server.call(accountApi.idCard, { token: p.token }))).not.toContain(idNumber);
    expect((await server.call(userApi.info, { token: p.token })).verifyIdCardStatus).toBe(1);
    expect(await server.fail(accountApi.submitIdCard, { token: p.token, body })).toMatchObject({ status: 409, code: '013001' });

    const listed = await ops(['list']);
    expect(listed).toContain(`idcard ${p.name} status=verifying name="王小明" id=${idNumber.slice(0, 3)}****`);
    expect(listed).not.toContain(idNumber);
    expect(await ops(['reject', p.name, '照片模糊', '請重拍'])).toContain('status=failure reason="照片模糊 請重拍"');
    expect(await server.call(accountApi.idCard, { token: p.token })).toMatchObject({ status: 3, reason: '照片模糊 請重拍' });
    const notices = await server.call(messageApi.systemNotices, { token: p.token, query: {} });
    expect(notices.records[0]).toMatchObject({ title: '身分證驗證失敗' });
    expect(notices.records[0]?.content).toContain('身分證驗證失敗：照片模糊 請重拍');
    const th = await server.call(messageApi.systemNotices, { token: p.token, query: { language: 'TH' } });
    expect(th.records[0]?.title).toBe('ยืนยันบัตรประชาชนไม่สำเร็จ');

    await server.call(accountApi.submitIdCard, { token: p.token, body: { ...body, realName: '王大明' } });
    expect(await ops(['approve', p.name])).toContain('status=success');
    expect(await server.call(accountApi.idCard, { token: p.token })).toMatchObject({ status: 2, realName: '王大明', reason: null });
    expect(await server.call(userApi.detail, { token: p.token })).toMatchObject({ verifyIdCardStatus: 2, realName: '王大明' });
    expect(await server.fail(accountApi.submitIdCard, { token: p.token, body })).toMatchObject({ status: 409, code: '013002', msg: '您已完成身分證驗證' });
    const en = await server.call(messageApi.systemNotices, { token: p.token, query: { language: 'EN' } });
    expect(en.records.map((n) => n.title).slice(0, 2)).toEqual(['ID verified', 'ID verification failed']);
    await expect(ops(['approve', p.name])).rejects.toThrow(/no ID verification under review/);
  });

  it("someone else's upload, or a photo of another purpose, is refused (013003)", async () => {
    const p = await newPlayer(server, { idVerified: false });
    const other = await newPlayer(server, { idVerified: false });
    const mine = await photos(p);
    const theirs = await photos(other);
    const base = { realName: '陳小華', idNumber: taiwanId() };
    expect(await server.fail(accountApi.submitIdCard, { token: p.token, body: { ...base, frontFileId: theirs.frontFileId, backFileId: mine.backFileId } })).toMatchObject({
      status: 400,
      code: '013003',
      data: { field: 'frontFileId' },
    });
    const cover = (await upload(server, p.token, 'cardCover', IMAGES.png)).json.data?.fileId ?? '';
    expect(await server.fail(accountApi.submitIdCard, { token: p.token, body: { ...base, frontFileId: mine.frontFileId, backFileId: cover } })).toMatchObject({ code: '013003', data: { field: 'backFileId' } });
    expect(await server.call(accountApi.idCard, { token: p.token })).toMatchObject({ status: 0 });
  });

  it('an ID number under review or verified on another account is refused (013004)', async () => {
    const idNumber = taiwanId();
    const first = await newPlayer(server, { idVerified: false });
    await server.call(accountApi.submitIdCard, { token: first.token, body: { realName: '李四', idNumber, ...(await photos(first)) } });
    const second = await newPlayer(server, { idVerified: false });
    const lower = { realName: '李四', idNumber: idNumber.toLowerCase(), ...(await photos(second)) };
    expect(await server.fail(accountApi.submitIdCard, { token: second.token, body: lower })).toMatchObject({ status: 409, code: '013004' });
  });

  it('bank-card binding needs ID verification first (013005); after approval the card can be applied for', async () => {
    const p = await newPlayer(server, { idVerified: false });
    const body = { bankCode: '013', branch: '信義分行', cardNo: '1234567890', idFrontFileId: 'aaaaaaaa', idBackFileId: 'aaaaaaaa', coverFileId: 'aaaaaaaa' };
    expect(await server.fail(fundApi.bindBankCard, { token: p.token, body })).toMatchObject({ status: 403, code: '013005', msg: '綁定銀行卡前，請先完成身分證驗證' });
    await server.call(accountApi.submitIdCard, { token: p.token, body: { realName: '張三', idNumber: taiwanId(), ...(await photos(p)) } });
    expect(await server.fail(fundApi.bindBankCard, { token: p.token, body })).toMatchObject({ code: '013005' });
    await ops(['approve', p.name]);
    expect(await applyCard(server, p)).toBeGreaterThan(0);
  });

  it('the operator command line: usage, unknown accounts and a reject without a reason are refused', async () => {
    const target = { dataDir: server.dataDir, databaseUrl: server.databaseUrl };
    await expect(runOps(['idcard', 'reject', 'nobody01'], target)).rejects.toThrow(/needs <account> <reason/);
    await expect(runOps(['idcard', 'approve', 'nobody01'], target)).rejects.toThrow(/no such account/);
    await expect(runOps(['idcard', 'list', '--status', 'maybe'], target)).rejects.toThrow(/--status/);
    expect(await runOps(['idcard', 'list', '--status', 'success', '--limit', '5'], target)).toMatch(/^idcard \S+ status=success|no success/);
  });
});
