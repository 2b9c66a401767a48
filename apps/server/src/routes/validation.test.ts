import { SMS_REQUEST_TYPES, validationApi } from '@site/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runOps } from '../ops-commands';
import { letResendWaitPass, newDevice, newPhone, outboxCode, registerPlayer, sendAndRead, solveCaptcha } from '../test/accounts';
import { newPlayer } from '../test/fund';
import { startTestServer, type TestServer } from '../test/harness';

// passes: sqlite postgres

let server: TestServer;
beforeAll(async () => {
  // Many captchas from one IP here: the per-IP limit is not what these tests look at.
  server = await startTestServer({ sensitiveRateLimitMax: 1000 });
});
afterAll(async () => {
  await server.close();
});

const db = () => server.app.site.db;
const svgOf = (dataUrl: string) => Buffer.from(dataUrl.replace('data:image/svg+xml;base64,', ''), 'base64').toString('utf8');
const smsBody = (mobile: string, extra: Record<string, unknown> = {}) => ({ requestType: SMS_REQUEST_TYPES.login, countryCode: '886', mobile, ...extra });

describe('captcha', () => {
  it('channel: graphic by default, slider when the setting says so', async () => {
    expect(await server.call(validationApi.captcha, { query: { language: 'EN' } })).toEqual({ channelName: 'graphic', additionalParams: {}, language: 'EN' });
    await db().updateTable('settings').set({ value: 'slider' }).where('key', '=', 'captchaChannel').execute();
    expect((await server.call(validationApi.captcha)).channelName).toBe('slider');
    await db().updateTable('settings').set({ value: 'graphic' }).where('key', '=', 'captchaChannel').execute();
  });

  it('imgCode: an SVG data URL with noise and four rotated characters, stored server side', async () => {
    const sign = newDevice();
    const img = await server.call(validationApi.imgCode, { query: { uuid: sign.deviceId ?? '' }, sign });
    expect(img.image).toMatch(/^data:image\/svg\+xml;base64,/);
    const svg = svgOf(img.image);
    expect(svg).toMatch(/^<svg /);
    expect(svg.match(/<text /g)).toHaveLength(4);
    expect(svg).toContain('rotate(');
    expect(svg.match(/<path /g)?.length).toBeGreaterThanOrEqual(3);
    const row = await db().selectFrom('captchas').selectAll().where('id', '=', img.uuid).executeTakeFirstOrThrow();
    expect(row.answer).toMatch(/^[ACDEFGHJKMNPQRTUVWXY34679]{4}$/);
    expect(Date.parse(row.expires_at) - Date.parse(row.created_at)).toBe(120_000);
  });

  it('a code send needs a captcha (012005); a wrong one fails (012004) and is spent; a right one is single use', async () => {
    const sign = newDevice();
    const mobile = newPhone();
    expect(await server.fail(validationApi.sms, { body: smsBody(mobile), sign })).toMatchObject({ status: 400, code: '012005' });
    const good = await solveCaptcha(server, sign);
    const [uuid, answer] = good.imgToken.split(':') as [string, string];
    const wrong = { ...good, imgToken: `${uuid}:${answer === 'AAAA' ? 'CCCC' : 'AAAA'}` };
    expect(await server.fail(validationApi.sms, { body: smsBody(mobile, { captchaValidation: wrong }), sign })).toMatchObject({ code: '012004' });
    // The wrong guess spent it: the right answer no longer works.
    expect(await server.fail(validationApi.sms, { body: smsBody(mobile, { captchaValidation: good }), sign })).toMatchObject({ code: '012004' });
    const fresh = await solveCaptcha(server, sign);
    // Lower case is accepted (the compare ignores case); captchaUuid + bare answer works too.
    const [id, code] = fresh.imgToken.split(':') as [string, string];
    const sent = await server.call(validationApi.sms, { body: smsBody(mobile, { captchaValidation: { ...fresh, imgToken: code.toLowerCase() }, captchaUuid: id }), sign });
    expect(sent.countdown).toBe(60);
    expect(await server.fail(validationApi.sms, { body: smsBody(newPhone(), { captchaValidation: fresh }), sign })).toMatchObject({ code: '012004' });
  });

  it('an expired captcha fails', async () => {
    const sign = newDevice();
    const solved = await solveCaptcha(server, sign);
    await db().updateTable('captchas').set({ expires_at: new Date(Date.now() - 1000).toISOString() }).where('id', '=', solved.imgToken.split(':')[0] ?? '').execute();
    expect(await server.fail(validationApi.sms, { body: smsBody(newPhone(), { captchaValidation: solved }), sign })).toMatchObject({ code: '012004' });
  });

  it('slider: background with a gap and a piece; accepted within 6 px, single use', async () => {
    await db().updateTable('settings').set({ value: 'slider' }).where('key', '=', 'captchaChannel').execute();
    try {
      const sign = newDevice();
      const slide = async () => {
        const challenge = await server.call(validationApi.sliderChallenge, { sign });
        const row = await db().selectFrom('captchas').select('answer').where('id', '=', challenge.uuid).executeTakeFirstOrThrow();
        return { challenge, x: Number(row.answer) };
      };
      const { challenge, x } = await slide();
      expect(challenge).toMatchObject({ width: 320, height: 160, pieceSize: 44 });
      expect(svgOf(challenge.image)).toContain('fill-opacity="0.45"');
      expect(svgOf(challenge.piece)).toMatch(/^<svg /);
      const far = { channelName: 'slider' as const, imgToken: `${challenge.uuid}:${x + 7}` };
      expect(await server.fail(validationApi.sms, { body: smsBody(newPhone(), { captchaValidation: far }), sign })).toMatchObject({ code: '012004' });
      const next = await slide();
      const near = { channelName: 'slider' as const, imgToken: `${next.challenge.uuid}:${next.x - 6}` };
      await server.call(validationApi.sms, { body: smsBody(newPhone(), { captchaValidation: near }), sign });
      expect(await server.fail(validationApi.sms, { body: smsBody(newPhone(), { captchaValidation: near }), sign })).toMatchObject({ code: '012004' });
      // A graphic answer for a slider captcha is refused.
      const other = await slide();
      const graphic = { channelName: 'graphic' as const, imgToken: `${other.challenge.uuid}:ABCD` };
      expect(await server.fail(validationApi.sms, { body: smsBody(newPhone(), { captchaValidation: graphic }), sign })).toMatchObject({ code: '012004' });
    } finally {
      await db().updateTable('settings').set({ value: 'graphic' }).where('key', '=', 'captchaChannel').execute();
    }
  });

  it('captcha pictures are rate limited per device (012028)', async () => {
    const sign = newDevice();
    for (let i = 0; i < 30; i++) await server.call(validationApi.imgCode, { query: { uuid: 'x' }, sign });
    expect(await server.fail(validationApi.imgCode, { query: { uuid: 'x' }, sign })).toMatchObject({ status: 429, code: '012028' });
    await server.call(validationApi.imgCode, { query: { uuid: 'x' }, sign: newDevice() });
  });
});

describe('SMS and voice codes', () => {
  it('a code lands in the outbox: 6 digits, 5 minutes, bound to number and request type', async () => {
    const mobile = newPhone();
    const { code, uuid } = await sendAndRead(server, { requestType: SMS_REQUEST_TYPES.login, mobile });
    expect(code).toMatch(/^\d{6}$/);
    const row = await db().selectFrom('sms_outbox').selectAll().where('uuid', '=', uuid).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ channel: 'sms', country_code: '886', telephone: mobile.slice(1), request_type: 1, used_at: null });
    expect(Date.parse(row.expires_at) - Date.parse(row.created_at)).toBe(300_000);
  });

  it('one send per number per 60 s (012012 with the seconds left), at most 10 an hour per number', async () => {
    const mobile = newPhone();
    await sendAndRead(server, { requestType: SMS_REQUEST_TYPES.login, mobile });
    const sign = newDevice();
    const again = await server.fail(validationApi.sms, { body: smsBody(mobile, { captchaValidation: await solveCaptcha(server, sign) }), sign });
    expect(again).toMatchObject({ status: 429, code: '012012', msg: '驗證碼發送過於頻繁，請稍後嘗試重新獲取' });
    expect((again.data as { seconds: number }).seconds).toBeGreaterThan(50);
    // Nine more sends earlier this hour (older than 60 s) fill the hourly allowance.
    const past = new Date(Date.now() - 30 * 60_000).toISOString();
    await db().updateTable('sms_outbox').set({ created_at: past }).where('telephone', '=', mobile.slice(1)).execute();
    for (let i = 0; i < 9; i++) {
      await db()
        .insertInto('sms_outbox')
        .values({ uuid: `fill-${mobile}-${i}`, channel: 'sms', country_code: '886', telephone: mobile.slice(1), code: '000000', request_type: 1, device_id: 'other', created_at: past, expires_at: past, used_at: null })
        .execute();
    }
    expect(await server.fail(validationApi.sms, { body: smsBody(mobile, { captchaValidation: await solveCaptcha(server, sign) }), sign })).toMatchObject({ status: 429, code: '012013' });
  });

  it('at most 20 sends an hour per device (012014)', async () => {
    const sign = newDevice();
    const past = new Date(Date.now() - 10 * 60_000).toISOString();
    const rows = Array.from({ length: 20 }, (_, i) => ({ uuid: `dev-${sign.deviceId}-${i}`, channel: 'sms', country_code: '886', telephone: `9000000${i}`, code: '000000', request_type: 1, device_id: sign.deviceId ?? '', created_at: past, expires_at: past, used_at: null }));
    await db().insertInto('sms_outbox').values(rows).execute();
    expect(await server.fail(validationApi.sms, { body: smsBody(newPhone(), { captchaValidation: await solveCaptcha(server, sign) }), sign })).toMatchObject({ status: 429, code: '012014' });
  });

  it('blocked country: SPEC text word for word; a bad number is a 400 and nothing is sent', async () => {
    const sign = newDevice();
    const blocked = await server.fail(validationApi.sms, { body: { requestType: 1, countryCode: '86', mobile: '13912345678' }, sign });
    expect(blocked).toMatchObject({ status: 400, code: '012010', msg: '您暫時無法使用該國家或地區的手機號碼。如有疑問，請聯繫客服。' });
    const before = await db().selectFrom('sms_outbox').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(await server.fail(validationApi.sms, { body: smsBody('0812345678'), sign })).toMatchObject({ status: 400, code: '000400' });
    expect(await server.fail(validationApi.sms, { body: { requestType: 99, countryCode: '886', mobile: newPhone() }, sign })).toMatchObject({ code: '000400' });
    expect(await server.fail(validationApi.sms, { body: { requestType: 1, countryCode: '999', mobile: '12345678' }, sign })).toMatchObject({ code: '012009' });
    const after = await db().selectFrom('sms_outbox').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('voice: offered for 886, not 66; a voice code goes to the outbox as voice', async () => {
    expect(await server.call(validationApi.voiceCheck, { query: { countryCode: '886' } })).toBe(true);
    expect(await server.call(validationApi.voiceCheck, { query: { countryCode: '66' } })).toBe(false);
    const sign = newDevice();
    const thai = { requestType: 1, countryCode: '66', mobile: '0812345678', captchaValidation: await solveCaptcha(server, sign) };
    expect(await server.fail(validationApi.voice, { body: thai, sign })).toMatchObject({ code: '012029' });
    const mobile = newPhone();
    await server.call(validationApi.voice, { body: smsBody(mobile, { captchaValidation: await solveCaptcha(server, sign) }), sign });
    const res = await server.fetch<Array<{ channel: string }>>('/dev/outbox.json', { query: { telephone: mobile }, sign: false });
    expect(res.json[0]?.channel).toBe('voice');
  });

  it('sms/state: a register code becomes a telephone state once; wrong, expired or reused codes fail', async () => {
    const mobile = newPhone();
    const { code } = await sendAndRead(server, { requestType: SMS_REQUEST_TYPES.register, mobile });
    const body = { requestType: 25 as const, countryCode: '886', telephone: mobile, code };
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    expect(await server.fail(validationApi.smsState, { body: { ...body, code: wrong } })).toMatchObject({ code: '012006' });
    expect((await server.call(validationApi.smsState, { body })).telephoneState.length).toBeGreaterThan(20);
    expect(await server.fail(validationApi.smsState, { body })).toMatchObject({ code: '012006' });
    expect(await server.fail(validationApi.smsState, { body: { ...body, requestType: 1 } })).toMatchObject({ code: '000400' });

    const other = newPhone();
    const sent = await sendAndRead(server, { requestType: SMS_REQUEST_TYPES.register, mobile: other });
    await db().updateTable('sms_outbox').set({ expires_at: new Date(Date.now() - 1).toISOString() }).where('uuid', '=', sent.uuid).execute();
    expect(await server.fail(validationApi.smsState, { body: { ...body, telephone: other, code: sent.code } })).toMatchObject({ code: '012006' });
    // A login code cannot be used for registration.
    const third = newPhone();
    const login = await sendAndRead(server, { requestType: SMS_REQUEST_TYPES.login, mobile: third });
    expect(await server.fail(validationApi.smsState, { body: { ...body, telephone: third, code: login.code } })).toMatchObject({ code: '012006' });
  });

  it('five wrong guesses kill a code (012036)', async () => {
    const mobile = newPhone();
    const { code } = await sendAndRead(server, { requestType: SMS_REQUEST_TYPES.register, mobile });
    const body = { requestType: 25 as const, countryCode: '886', telephone: mobile, code: code === '111111' ? '222222' : '111111' };
    for (let i = 0; i < 4; i++) expect(await server.fail(validationApi.smsState, { body })).toMatchObject({ code: '012006' });
    expect(await server.fail(validationApi.smsState, { body })).toMatchObject({ code: '012036' });
    expect(await server.fail(validationApi.smsState, { body: { ...body, code } })).toMatchObject({ code: '012036' });
  });
});

describe('codes to the bound number (types 5-8): mobile may be left out', () => {
  const T = SMS_REQUEST_TYPES;
  const boundBody = async (requestType: number, sign: ReturnType<typeof newDevice>) => ({ requestType, countryCode: '886', captchaValidation: await solveCaptcha(server, sign) });

  it.each([T.changeMobileOld, T.smsPassword, T.withdrawPasswordReset, T.smsVerify])('type %i without mobile goes to the bound number and lands in its outbox', async (requestType) => {
    const { token, mobile } = await registerPlayer(server, `bound${requestType}${Date.now().toString(36).slice(-4)}`, 'pass1234');
    await letResendWaitPass(server, mobile);
    const sign = newDevice();
    const sent = await server.call(validationApi.sms, { body: await boundBody(requestType, sign), sign, token });
    expect(sent.countdown).toBe(60);
    const row = await db().selectFrom('sms_outbox').selectAll().where('uuid', '=', sent.uuid).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ channel: 'sms', country_code: '886', telephone: mobile.slice(1), request_type: requestType, used_at: null });
    expect(await outboxCode(server, mobile)).toBe(row.code);
  });

  it('voice without mobile goes to the bound number too', async () => {
    const { token, mobile } = await registerPlayer(server, `boundv${Date.now().toString(36).slice(-5)}7`, 'pass1234');
    await letResendWaitPass(server, mobile);
    const sign = newDevice();
    const sent = await server.call(validationApi.voice, { body: await boundBody(T.smsPassword, sign), sign, token });
    const row = await db().selectFrom('sms_outbox').selectAll().where('uuid', '=', sent.uuid).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ channel: 'voice', telephone: mobile.slice(1), request_type: T.smsPassword });
  });

  it('a given mobile must still be the bound one (012020)', async () => {
    const { token } = await registerPlayer(server, `boundm${Date.now().toString(36).slice(-5)}7`, 'pass1234');
    const sign = newDevice();
    const body = { ...(await boundBody(T.withdrawPasswordReset, sign)), mobile: newPhone() };
    expect(await server.fail(validationApi.sms, { body, sign, token })).toMatchObject({ status: 400, code: '012020' });
  });

  it('refused without a session (001001) and without a bound phone (012026); nothing is sent', async () => {
    const before = await db().selectFrom('sms_outbox').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const sign = newDevice();
    expect(await server.fail(validationApi.sms, { body: await boundBody(T.withdrawPasswordReset, sign), sign })).toMatchObject({ status: 401, code: '001001' });
    const phoneless = await newPlayer(server, { phone: false });
    expect(await server.fail(validationApi.sms, { body: await boundBody(T.smsVerify, sign), sign, token: phoneless.token })).toMatchObject({ status: 400, code: '012026' });
    const after = await db().selectFrom('sms_outbox').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it.each([T.register, T.bindMobile, T.login, T.forgotPassword, T.verifyPhone])('type %i without mobile is a 400 (000400), even with a session', async (requestType) => {
    const { token } = await registerPlayer(server, `boundr${requestType}${Date.now().toString(36).slice(-4)}`, 'pass1234');
    const sign = newDevice();
    expect(await server.fail(validationApi.sms, { body: await boundBody(requestType, sign), sign, token })).toMatchObject({ status: 400, code: '000400' });
  });
});

describe('dev outbox', () => {
  it('HTML table, escaped, no script; JSON by number; the ops command prints the same codes', async () => {
    const mobile = newPhone();
    const { code } = await sendAndRead(server, { requestType: SMS_REQUEST_TYPES.login, mobile });
    const page = await server.fetch('/dev/outbox', { query: { telephone: '<script>alert(1)</script>' }, sign: false });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.text).not.toMatch(/<script/i);
    expect(page.text).toContain('&#60;script&#62;');
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    const all = await server.fetch('/dev/outbox', { sign: false });
    expect(all.text).toContain(code);
    expect(await outboxCode(server, mobile)).toBe(code);
    const printed = await runOps(['outbox', '--telephone', mobile], { dataDir: server.dataDir, databaseUrl: server.databaseUrl });
    expect(printed).toContain(code);
    expect(printed).toContain(mobile.slice(1));
  });

  it('is absent in production', async () => {
    const { loadEnv } = await import('../env');
    const prod = await startTestServer({ env: { ...loadEnv(), nodeEnv: 'production' } });
    try {
      expect((await prod.fetch('/dev/outbox', { sign: false })).status).toBe(404);
      expect((await prod.fetch('/dev/line/authorize', { sign: false })).status).toBe(404);
    } finally {
      await prod.close();
    }
  });
});

describe('limits per client address (a fresh device id does not reset them)', () => {
  let strict: TestServer;
  beforeAll(async () => {
    strict = await startTestServer({ addressLimits: { codesPerHour: 3, captchasPer10Min: 4 } });
  });
  afterAll(async () => {
    await strict.close();
  });

  it('captcha pictures: past the address allowance every new device is refused (012037), in words', async () => {
    for (let i = 0; i < 4; i++) await strict.call(validationApi.imgCode, { query: { uuid: 'x' }, sign: newDevice() });
    const refused = await strict.fail(validationApi.imgCode, { query: { uuid: 'x' }, sign: newDevice() });
    expect(refused).toMatchObject({ status: 429, code: '012037', msg: '此網路的請求次數過多，請稍後再試' });
  });

  it('code sends: past the address allowance a new device and a new number are refused (012037) and nothing is sent', async () => {
    const db = strict.app.site.db;
    const past = new Date(Date.now() - 10 * 60_000).toISOString();
    const rows = Array.from({ length: 3 }, (_, i) => ({
      uuid: `addr-${i}`, channel: 'sms', country_code: '886', telephone: `91000000${i}`, code: '000000', request_type: 1,
      device_id: `device-${i}`, address: '127.0.0.1', created_at: past, expires_at: past, used_at: null,
    }));
    await db.insertInto('sms_outbox').values(rows).execute();
    const mobile = newPhone();
    const refused = await strict.fail(validationApi.sms, { body: smsBody(mobile), sign: newDevice() });
    expect(refused).toMatchObject({ status: 429, code: '012037' });
    expect(await db.selectFrom('sms_outbox').select('id').where('telephone', '=', mobile.slice(1)).execute()).toEqual([]);
  });
});
