import { randomBytes, randomInt } from 'node:crypto';
import { SMS_REQUEST_TYPES, userApi, validationApi, type CaptchaValidation } from '@site/contract';
import type { SignOptions, TestServer } from './harness';

/** Helpers for the accounts tests: everything goes through real HTTP except reading a captcha's answer. */

/** A fresh device id (20 characters), so per-device limits of one test do not touch another. */
export function newDevice(): SignOptions {
  return { deviceId: randomBytes(10).toString('hex') };
}

/** A random Taiwanese number (local form 09xxxxxxxx), away from the demo players' ones. */
export function newPhone(): string {
  return `09${randomInt(20_000_000, 99_999_999)}`;
}

/** A new captcha solved by reading its answer from the database (the part a person does by eye). */
export async function solveCaptcha(server: TestServer, sign: SignOptions = newDevice()): Promise<CaptchaValidation> {
  const { uuid } = await server.call(validationApi.imgCode, { query: { uuid: sign.deviceId ?? 'device' }, sign });
  const row = await server.app.site.db.selectFrom('captchas').select('answer').where('id', '=', uuid).executeTakeFirstOrThrow();
  return { channelName: 'graphic', imgToken: `${uuid}:${row.answer}`, channelLanguage: 'TW' };
}

/** The newest code the outbox holds for a number (via /dev/outbox.json). */
export async function outboxCode(server: TestServer, telephone: string): Promise<string> {
  const res = await server.fetch<Array<{ code: string }>>('/dev/outbox.json', { query: { telephone }, sign: false });
  const code = res.json[0]?.code;
  if (!code) throw new Error(`no code for ${telephone}`);
  return code;
}

export interface SendInput {
  requestType: number;
  mobile: string;
  countryCode?: string;
  uuid?: string;
  token?: string;
  sign?: SignOptions;
}

/** Moves the earlier codes of a number 61 s into the past: the 60 s resend wait has passed. */
export async function letResendWaitPass(server: TestServer, mobile: string): Promise<void> {
  const past = new Date(Date.now() - 61_000).toISOString();
  await server.app.site.db
    .updateTable('sms_outbox')
    .set({ created_at: past })
    .where('telephone', '=', mobile.replace(/^0/, ''))
    .where('created_at', '>', past)
    .execute();
}

/** Sends a code (solving the captcha; an earlier code's resend wait counts as passed) and returns it as read from the outbox. */
export async function sendAndRead(server: TestServer, input: SendInput): Promise<{ code: string; uuid: string }> {
  const sign = input.sign ?? newDevice();
  await letResendWaitPass(server, input.mobile);
  const body = {
    requestType: input.requestType,
    countryCode: input.countryCode ?? '886',
    mobile: input.mobile,
    captchaValidation: await solveCaptcha(server, sign),
    ...(input.uuid ? { uuid: input.uuid } : {}),
  };
  const sent = await server.call(validationApi.sms, { body, sign, ...(input.token ? { token: input.token } : {}) });
  return { code: await outboxCode(server, input.mobile), uuid: sent.uuid };
}

/** Registration step 1 through HTTP: a register code traded for a telephone state. */
export async function telephoneStateFor(server: TestServer, mobile: string): Promise<string> {
  const { code } = await sendAndRead(server, { requestType: SMS_REQUEST_TYPES.register, mobile });
  const { telephoneState } = await server.call(validationApi.smsState, { body: { requestType: 25, countryCode: '886', telephone: mobile, code } });
  return telephoneState;
}

/**
 * Registers a new player by phone and returns the login result. Each player registers from a device
 * of its own (unless `sign` says otherwise): one device for all would link every test player.
 */
export async function registerPlayer(server: TestServer, username: string, password = 'pass1234', mobile = newPhone(), sign: SignOptions = newDevice(), headers: Record<string, string> = {}) {
  const telephoneState = await telephoneStateFor(server, mobile);
  const result = await server.call(userApi.registerPhone, {
    sign,
    headers,
    body: {
      username,
      password,
      confirmPassword: password,
      countryCode: '886',
      telephone: mobile,
      telephoneState,
      captchaValidation: await solveCaptcha(server),
    },
  });
  return { ...result, mobile };
}

export async function login(server: TestServer, username: string, pwd = 'demo1234', sign?: SignOptions): Promise<string> {
  return (await server.call(userApi.login, { body: { username, pwd }, ...(sign ? { sign } : {}) })).token;
}
