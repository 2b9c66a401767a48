import { expect, type FrameLocator, type Page } from '@playwright/test';
import { api, latestCode, signedHeaders, testFetch } from './api';
import { solveCaptchaIfAsked } from './captcha';
import { ops } from './ops';
import { createHash } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';
import { isTaiwanId } from '@site/contract/rules/identity';

/** Helpers of the cashier journeys (e2e/tests/cashier-*.spec.ts): the frame, real pictures, operator lines. */

/** The cashier frame embedded in the host's main area. */
export function cashierFrame(page: Page): FrameLocator {
  return page.frameLocator('main iframe[src*="/cashier/"]');
}

/** A real PNG (2x2, solid colour) made here: what a phone camera upload looks like to the server's sniffing. */
export function pngPicture(name: string): { name: string; mimeType: string; buffer: Buffer } {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(2, 0);
  header.writeUInt32BE(2, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const rows = Buffer.from([0, 200, 40, 40, 200, 40, 40, 0, 200, 40, 40, 200, 40, 40]);
  const buffer = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
  return { name, mimeType: 'image/png', buffer };
}

/** The id or order number of the newest operator record of a kind for an account (`fund list` prints one line each). */
export function newestRecord(dataDir: string, kind: 'deposit' | 'withdraw' | 'card' | 'address', account: string, status?: string): string {
  const out = ops(dataDir, 'fund', 'list', '--kind', kind, '--account', account, ...(status ? ['--status', status] : []));
  const first = out
    .split('\n')
    .map((l) => l.trim())
    .find((l) => l.startsWith(`${kind} `));
  if (!first) throw new Error(`no ${kind} record for ${account}:\n${out}`);
  return first.split(/\s+/)[1] as string;
}

/** Binds a phone through the mobile-binding popup with the SMS code from the dev outbox. */
export async function bindPhoneInPopup(page: Page, baseUrl: string, dataDir: string, phone: string): Promise<void> {
  const popup = page.getByRole('dialog', { name: '綁定手機號碼' });
  await expect(popup).toBeVisible();
  await popup.getByRole('textbox', { name: '手機號碼' }).fill(phone);
  await popup.getByRole('button', { name: '發送驗證碼' }).click();
  await solveCaptchaIfAsked(page, dataDir);
  await expect(popup.getByRole('button', { name: /秒後重發/ })).toBeVisible();
  await popup.getByRole('textbox', { name: '驗證碼', exact: true }).fill(await latestCode(baseUrl, phone));
  await popup.getByRole('button', { name: '確認綁定' }).click();
  await expect(popup).toBeHidden();
}

/** Uploads a picture through the API as the cashier does (raw bytes, signed headers); returns its file id. */
export async function uploadByApi(baseUrl: string, token: string, purpose: string): Promise<string> {
  const signed = signedHeaders(baseUrl, token);
  const res = await testFetch(`${baseUrl}/api/v1/fund/upload?purpose=${purpose}`, {
    method: 'POST',
    headers: { ...signed, 'content-type': 'application/octet-stream' },
    body: new Uint8Array(pngPicture(`${purpose}.png`).buffer),
  });
  const json = (await res.json()) as { code: string; data: { fileId: string } };
  if (json.code !== '000000') throw new Error(`upload ${purpose}: ${json.code}`);
  return json.data.fileId;
}

/** A valid Taiwan ID number of its own for each account (one ID verifies one account). */
export function taiwanIdFor(account: string): string {
  const digits = String(BigInt(`0x${createHash('sha256').update(account).digest('hex').slice(0, 12)}`) % 10_000_000n).padStart(7, '0');
  for (let d = 0; d <= 9; d++) if (isTaiwanId(`A1${digits}${d}`)) return `A1${digits}${d}`;
  throw new Error('no check digit');
}

/** SPEC 5: a bank card needs ID verification first; submitted by API and approved by the operator unless already verified. */
export async function verifyIdByApi(baseUrl: string, dataDir: string, account: string, token: string): Promise<void> {
  const state = await api<{ status: number }>(baseUrl, 'GET', '/v1/user/idcard', { token });
  if (state.data.status === 2) return;
  const [frontFileId, backFileId] = [await uploadByApi(baseUrl, token, 'idFront'), await uploadByApi(baseUrl, token, 'idBack')];
  const sent = await api(baseUrl, 'POST', '/v1/user/idcard', { token, body: { realName: '林測試', idNumber: taiwanIdFor(account), frontFileId, backFileId } });
  if (sent.code !== '000000') throw new Error(`ID verification: ${sent.code}`);
  ops(dataDir, 'idcard', 'approve', account);
}

/** A player ready for the cashier without the binding journey: withdrawal password set, ID verified and a bank card approved by the operator. */
export async function readyForCashier(baseUrl: string, dataDir: string, account: string, token: string): Promise<void> {
  const pwd = await api(baseUrl, 'PUT', '/v1/user/security/withdrawPassword', { token, body: { withdrawPassword: '135790', confirmWithdrawPassword: '135790' } });
  if (pwd.code !== '000000') throw new Error(`withdraw password: ${pwd.code}`);
  await verifyIdByApi(baseUrl, dataDir, account, token);
  const [idFrontFileId, idBackFileId, coverFileId] = [await uploadByApi(baseUrl, token, 'idFront'), await uploadByApi(baseUrl, token, 'idBack'), await uploadByApi(baseUrl, token, 'cardCover')];
  const card = await api(baseUrl, 'POST', '/v1/fund/bank-cards', { token, body: { bankCode: '004', branch: '敦南分行', cardNo: '98765432101234', idFrontFileId, idBackFileId, coverFileId, withdrawPassword: '135790' } });
  if (card.code !== '000000') throw new Error(`bind card: ${card.code}`);
  ops(dataDir, 'fund', 'approve', 'card', newestRecord(dataDir, 'card', account, 'reviewing'));
}
