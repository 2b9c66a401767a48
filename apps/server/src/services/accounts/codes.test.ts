import { SMS_REQUEST_TYPES } from '@site/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPhone } from '../../test/accounts';
import { startTestServer, type TestServer } from '../../test/harness';
import { CODE_LIMITS, checkCode, sendCode } from './codes';

// passes: sqlite postgres

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const db = () => server.app.site.db;
const client = { deviceId: 'codes-test-device', address: '10.9.0.1', addressPerHour: 1000 };

describe('SMS code attempts (issue 17: counted atomically)', () => {
  it('20 concurrent wrong codes: at most 5 are compared, and the code is dead for the right one afterwards', async () => {
    const phone = { countryCode: '886', telephone: newPhone().slice(1) };
    await sendCode(db(), 'sms', phone, SMS_REQUEST_TYPES.login, client);
    const sent = await db().selectFrom('sms_outbox').select(['id', 'code']).where('telephone', '=', phone.telephone).executeTakeFirstOrThrow();
    const wrong = sent.code === '000000' ? '111111' : '000000';
    const results = await Promise.allSettled(Array.from({ length: 20 }, () => checkCode(db(), phone, [SMS_REQUEST_TYPES.login], wrong)));
    const codes = results.map((r) => (r.status === 'rejected' ? (r.reason as { code?: string }).code : 'ok'));
    // 012006 "wrong" is answered only to guesses that were compared and left tries; the rest are 012036.
    expect(codes.filter((c) => c === '012006').length).toBe(CODE_LIMITS.attempts - 1);
    expect(codes.filter((c) => c === '012036').length).toBe(20 - (CODE_LIMITS.attempts - 1));
    const row = await db().selectFrom('sms_outbox').select('attempts').where('id', '=', sent.id).executeTakeFirstOrThrow();
    expect(row.attempts).toBe(CODE_LIMITS.attempts);
    await expect(checkCode(db(), phone, [SMS_REQUEST_TYPES.login], sent.code)).rejects.toMatchObject({ code: '012036' });
  });

  it('the right code on the last allowed try still passes', async () => {
    const phone = { countryCode: '886', telephone: newPhone().slice(1) };
    await sendCode(db(), 'sms', phone, SMS_REQUEST_TYPES.login, client);
    const sent = await db().selectFrom('sms_outbox').select(['id', 'code']).where('telephone', '=', phone.telephone).executeTakeFirstOrThrow();
    const wrong = sent.code === '000000' ? '111111' : '000000';
    for (let i = 1; i < CODE_LIMITS.attempts; i++) await expect(checkCode(db(), phone, [SMS_REQUEST_TYPES.login], wrong)).rejects.toMatchObject({ code: '012006' });
    await expect(checkCode(db(), phone, [SMS_REQUEST_TYPES.login], sent.code)).resolves.toBe(sent.id);
  });
});
