import { randomInt } from 'node:crypto';
import { accountApi, fundApi, isTaiwanId } from '@site/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAccountOps } from '../ops-account';
import { IMAGES, newPlayer, upload, WITHDRAW_PASSWORD, type Player } from '../test/fund';
import { startTestServer, type TestServer } from '../test/harness';

// passes: sqlite

/** Issue 19: a bank-card application reuses the approved ID verification's photos instead of asking again. */

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

function taiwanId(): string {
  const body = `B2${String(randomInt(0, 10_000_000)).padStart(7, '0')}`;
  for (let d = 0; d <= 9; d++) if (isTaiwanId(`${body}${d}`)) return `${body}${d}`;
  throw new Error('no check digit');
}

const fileId = async (p: Player, purpose: string) => (await upload(server, p.token, purpose, IMAGES.png)).json.data?.fileId ?? '';

/** A player whose ID verification (with its two photos) an operator approved. */
async function verifiedWithPhotos(): Promise<{ p: Player; front: string; back: string }> {
  const p = await newPlayer(server, { idVerified: false });
  const front = await fileId(p, 'idFront');
  const back = await fileId(p, 'idBack');
  await server.call(accountApi.submitIdCard, { token: p.token, body: { realName: '陳大文', idNumber: taiwanId(), frontFileId: front, backFileId: back } });
  await runAccountOps(server.app.site.db, ['approve', p.name], () => undefined);
  return { p, front, back };
}

const card = { bankCode: '013', branch: '信義分行', withdrawPassword: WITHDRAW_PASSWORD };

describe('bank-card binding after the ID verification', () => {
  it('says the approved verification has its photos on file', async () => {
    const { p } = await verifiedWithPhotos();
    expect(await server.call(accountApi.idCard, { token: p.token })).toMatchObject({ status: 2, photosOnFile: true });
  });

  it('applies with the card cover only; the card keeps the verification photos for the review', async () => {
    const { p, front, back } = await verifiedWithPhotos();
    const applied = await server.call(fundApi.bindBankCard, { token: p.token, body: { ...card, cardNo: '81234567890123', coverFileId: await fileId(p, 'cardCover') } });
    expect(applied.status).toBe('reviewing');
    const row = await server.app.site.db.selectFrom('bank_cards').select(['id_front_file', 'id_back_file']).where('id', '=', applied.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ id_front_file: front, id_back_file: back });
  });

  it('a verification recorded without photos still needs them with the application (031021)', async () => {
    const p = await newPlayer(server);
    expect(await server.call(accountApi.idCard, { token: p.token })).not.toMatchObject({ photosOnFile: true });
    const body = { ...card, cardNo: '81234567890124', coverFileId: await fileId(p, 'cardCover') };
    expect(await server.fail(fundApi.bindBankCard, { token: p.token, body })).toMatchObject({ status: 400, code: '031021' });
  });

  it('without an approved verification it is still refused (013005), photos or not', async () => {
    const p = await newPlayer(server, { idVerified: false });
    await server.call(accountApi.submitIdCard, { token: p.token, body: { realName: '陳小文', idNumber: taiwanId(), frontFileId: await fileId(p, 'idFront'), backFileId: await fileId(p, 'idBack') } });
    expect(await server.call(accountApi.idCard, { token: p.token })).toMatchObject({ status: 1 });
    const body = { ...card, cardNo: '81234567890125', coverFileId: await fileId(p, 'cardCover') };
    expect(await server.fail(fundApi.bindBankCard, { token: p.token, body })).toMatchObject({ status: 403, code: '013005' });
  });
});
