import { userApi } from '@site/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendCode, checkSendLimits } from '../services/accounts/codes';
import { createGraphic } from '../services/captcha';
import { addressKey as streamsAddressKey } from '../services/events/streams';
import { addressKey } from '../services/risk/address-key';
import { newDevice, newPhone, registerPlayer } from '../test/accounts';
import { startTestServer, type TestServer } from '../test/harness';

// passes: sqlite postgres

/**
 * Issue 33, finding 9: the per-address registration cap and the login lockout counted each whole IPv6 address,
 * not its /64 (which the stream caps already used): one /64 registered 7 accounts past a cap of 5 and had 10
 * wrong passwords checked past a lockout of 5. One key (services/risk/address-key.ts) for every per-address limit.
 */

/** Addresses of one /64 (one subscriber's network), each different. */
const inNet = (net: string, i: number) => `2001:db8:${net}::${(i + 1).toString(16)}:${(0xa000 + i * 7).toString(16)}`;

let server: TestServer;
beforeAll(async () => {
  // Behind a proxy on loopback (as behind deploy/'s nginx): X-Forwarded-For is the player's address.
  server = await startTestServer({ trustProxy: ['127.0.0.1'], registrationCaps: { perDevice: 1_000_000, perAddressPerDay: 5 }, vitalsRateLimitMax: 2 });
});
afterAll(async () => {
  await server.close();
});

describe('one address key for every per-address limit: IPv4 as it is, IPv6 by its /64 (issue 33, finding 9)', () => {
  it('the key: a /64 is one key, the next /64 another; an IPv4 (mapped or not) is itself; the streams use the same function', () => {
    expect(addressKey('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:0DB8:0001:0002:ffff:ffff:ffff:5')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
    expect(addressKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(addressKey('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(addressKey('::ffff:cb00:7109')).toBe('203.0.113.9');
    expect(addressKey('203.0.113.9')).toBe('203.0.113.9');
    expect(addressKey('203.0.113.10')).not.toBe(addressKey('203.0.113.9'));
    expect(streamsAddressKey).toBe(addressKey);
  });

  it('registrations from one /64: 5 of 7 (the cap), and another /64 still registers', async () => {
    const results = [];
    for (let i = 0; i < 7; i++) {
      results.push(
        await registerPlayer(server, `net64reg${i}`, 'pass1234', newPhone(), newDevice(), { 'x-forwarded-for': inNet('a1', i) }).then(
          () => 'ok',
          (error: Error) => (/012071/.test(error.message) ? '012071' : error.message),
        ),
      );
    }
    expect(results).toEqual(['ok', 'ok', 'ok', 'ok', 'ok', '012071', '012071']);
    await registerPlayer(server, 'net64regx', 'pass1234', newPhone(), newDevice(), { 'x-forwarded-for': inNet('a2', 0) });
  });

  it('wrong passwords from one /64: 5 of 10 checked (the lockout), then 012002 for the whole /64', async () => {
    await registerPlayer(server, 'net64pw01', 'pass1234', newPhone(), newDevice(), { 'x-forwarded-for': '198.51.100.1' });
    const answers: string[] = [];
    for (let i = 0; i < 9; i++) {
      const res = await server.fail(userApi.login, { body: { username: 'net64pw01', pwd: `guess${1000 + i}` }, headers: { 'x-forwarded-for': inNet('b1', i) } });
      answers.push(res.code);
    }
    // The tenth, from one more address of the /64, is the right password: let in only if it were checked.
    const tenth = await server.fetch<{ code: string }>('/api/v1/user/login', { method: 'POST', body: { username: 'net64pw01', pwd: 'pass1234' }, headers: { 'x-forwarded-for': inNet('b1', 9) } });
    answers.push(tenth.json.code);
    // Checks 1-4 answer wrong password, the fifth locks (012002), the rest are not checked.
    expect(answers).toEqual([...Array<string>(4).fill('012001'), ...Array<string>(6).fill('012002')]);
    // Another /64 is not locked.
    expect((await server.call(userApi.login, { body: { username: 'net64pw01', pwd: 'pass1234' }, headers: { 'x-forwarded-for': inNet('b2', 0) } })).token).toBeTruthy();
  });

  it('code sends and captchas from one /64 share its allowance', async () => {
    const db = server.app.site.db;
    const sent: string[] = [];
    for (let i = 0; i < 4; i++) {
      const client = { deviceId: `net64dev-code-${i}`, address: inNet('c1', i), addressPerHour: 3 };
      const phone = { countryCode: '886', telephone: newPhone().slice(1) };
      try {
        await checkSendLimits(db, phone, client);
        await sendCode(db, 'sms', phone, 1, client);
        sent.push('ok');
      } catch (error) {
        sent.push((error as { code?: string }).code ?? String(error));
      }
    }
    expect(sent).toEqual(['ok', 'ok', 'ok', '012037']);
    const pictures: string[] = [];
    for (let i = 0; i < 4; i++) {
      pictures.push(await createGraphic(db, { deviceId: `net64dev-cap-${i}`, address: inNet('c2', i), addressMax: 3 }).then(() => 'ok', (error: { code?: string }) => error.code ?? String(error)));
    }
    expect(pictures).toEqual(['ok', 'ok', 'ok', '012037']);
  });

  it('beacons from one /64 share its request limit (2 a minute here)', async () => {
    const beacon = { route: '/', device: 'phone', navigation: 'navigate', figures: [{ name: 'CLS', value: 0.01 }] };
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await server.fetch('/api/v1/vitals', { method: 'POST', sign: false, body: JSON.stringify(beacon), headers: { 'content-type': 'text/plain;charset=UTF-8', 'x-forwarded-for': inNet('d1', i) } });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([200, 200, 429]);
  });
});
