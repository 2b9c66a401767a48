import { STAFF_ERROR_CODES, staffApi, userApi } from '@site/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setMaintenance } from '../services/maintenance';
import { login } from '../test/accounts';
import { startTestServer, type TestServer } from '../test/harness';
import { enrolledStaff, newStaff, totpCode } from '../test/staff';

// passes: sqlite postgres

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ sensitiveRateLimitMax: 1_000_000 });
});

afterAll(async () => {
  await server.close();
});

const password = (name: string, pwd: string) => server.call(staffApi.login, { body: { name, pwd } });

describe('staff two-factor login (issue 37)', () => {
  it('the first login enrols: the otpauth address and its secret, a code computed here confirms it, then ten recovery codes once', async () => {
    const member = await newStaff(server, ['finance']);
    const { ticket, next } = await password(member.name, member.password);
    expect(next).toBe('enrol');
    // Before enrolment there is no code to give.
    expect((await server.fail(staffApi.loginCode, { body: { ticket, code: '123456' } })).code).toBe(STAFF_ERROR_CODES.enrolState);
    const { secret, uri } = await server.call(staffApi.enrolStart, { body: { ticket } });
    expect(uri).toMatch(/^otpauth:\/\/totp\//);
    expect(new URL(uri).searchParams.get('secret')).toBe(secret);
    const wrong = String((Number(totpCode(secret)) + 1) % 1_000_000).padStart(6, '0');
    expect(await server.fail(staffApi.enrolConfirm, { body: { ticket, code: wrong } })).toMatchObject({ status: 401, code: STAFF_ERROR_CODES.wrongCredentials, data: { remainingAttempts: 4 } });
    const session = await server.call(staffApi.enrolConfirm, { body: { ticket, code: totpCode(secret) } });
    expect(session.recoveryCodes).toHaveLength(10);
    expect(new Set(session.recoveryCodes).size).toBe(10);
    expect(session.staff).toMatchObject({ name: member.name, roles: ['finance'], enrolled: true });
    expect(await server.call(staffApi.me, { token: session.token })).toMatchObject({ id: member.id, enrolled: true });
    // The ticket was spent, and the recovery codes are kept only hashed.
    expect((await server.fail(staffApi.enrolConfirm, { body: { ticket, code: totpCode(secret, 1) } })).code).toBe(STAFF_ERROR_CODES.ticketInvalid);
    const kept = await server.app.site.db.selectFrom('staff_recovery_codes').select('code_hash').where('staff_id', '=', member.id).execute();
    expect(kept.map((k) => k.code_hash)).not.toContain(session.recoveryCodes[0]);
    const row = await server.app.site.db.selectFrom('staff').select(['totp_secret', 'password_hash']).where('id', '=', member.id).executeTakeFirstOrThrow();
    expect(row.totp_secret).not.toContain(secret);
    expect(row.password_hash).toMatch(/^scrypt\$/);
    // Later logins ask for a code, and enrolment is not offered again.
    const again = await password(member.name, member.password);
    expect(again.next).toBe('code');
    expect((await server.fail(staffApi.enrolStart, { body: { ticket: again.ticket } })).code).toBe(STAFF_ERROR_CODES.enrolState);
  });

  it('a code is accepted once: the same code on the next login is refused', async () => {
    const staff = await enrolledStaff(server, ['risk']);
    const code = staff.nextCode();
    const first = await password(staff.name, staff.password);
    expect((await server.call(staffApi.loginCode, { body: { ticket: first.ticket, code } })).token).toBeTruthy();
    const second = await password(staff.name, staff.password);
    expect(await server.fail(staffApi.loginCode, { body: { ticket: second.ticket, code } })).toMatchObject({ status: 401, code: STAFF_ERROR_CODES.wrongCredentials });
  });

  it('a recovery code opens one session, and never a second', async () => {
    const staff = await enrolledStaff(server, ['support']);
    const [recovery] = staff.recoveryCodes;
    const first = await password(staff.name, staff.password);
    const session = await server.call(staffApi.loginCode, { body: { ticket: first.ticket, recoveryCode: recovery?.toUpperCase() } });
    expect(session.staff.name).toBe(staff.name);
    const second = await password(staff.name, staff.password);
    expect((await server.fail(staffApi.loginCode, { body: { ticket: second.ticket, recoveryCode: recovery } })).code).toBe(STAFF_ERROR_CODES.wrongCredentials);
  });

  it('5 wrong codes lock the staff login: then neither a right code nor the right password gets in', async () => {
    const staff = await enrolledStaff(server, ['finance']);
    const { ticket } = await password(staff.name, staff.password);
    for (let i = 1; i <= 4; i++) {
      expect(await server.fail(staffApi.loginCode, { body: { ticket, code: '000000' } })).toMatchObject({ code: STAFF_ERROR_CODES.wrongCredentials, data: { remainingAttempts: 5 - i } });
    }
    const locked = await server.fail(staffApi.loginCode, { body: { ticket, code: '000000' } });
    expect(locked).toMatchObject({ status: 423, code: STAFF_ERROR_CODES.locked, data: { minutes: 15 } });
    expect((await server.fail(staffApi.loginCode, { body: { ticket, code: staff.nextCode() } })).code).toBe(STAFF_ERROR_CODES.locked);
    expect((await server.fail(staffApi.login, { body: { name: staff.name, pwd: staff.password } })).code).toBe(STAFF_ERROR_CODES.locked);
    const audited = await server.app.site.db.selectFrom('audit_log').selectAll().where('staff_id', '=', staff.id).where('action', '=', 'staff.locked').execute();
    expect(audited).toHaveLength(1);
    expect(JSON.parse(audited[0]?.after_json ?? '{}')).toMatchObject({ lock: 1, lockedUntil: (locked.data as { lockedUntil: string }).lockedUntil });
  });

  it('wrong passwords count on the same lock', async () => {
    const member = await newStaff(server, ['risk']);
    for (let i = 1; i <= 4; i++) expect((await server.fail(staffApi.login, { body: { name: member.name, pwd: 'not-the-password' } })).data).toEqual({ remainingAttempts: 5 - i });
    expect((await server.fail(staffApi.login, { body: { name: member.name, pwd: 'not-the-password' } })).code).toBe(STAFF_ERROR_CODES.locked);
  });
});

describe('staff administration and the audit log', () => {
  it('an admin creates, lists and disables staff; each act is in the audit log with before and after; others are refused by role', async () => {
    const admin = await enrolledStaff(server, ['admin']);
    const created = await server.call(staffApi.create, { token: admin.token, body: { name: `fin${Date.now() % 100000}`, roles: ['finance', 'support'] } });
    expect(created.member).toMatchObject({ roles: ['finance', 'support'], disabled: false, enrolled: false });
    expect(created.password.length).toBeGreaterThanOrEqual(16);
    expect((await server.fail(staffApi.create, { token: admin.token, body: { name: created.member.name, roles: ['risk'] } })).code).toBe(STAFF_ERROR_CODES.nameTaken);
    const list = await server.call(staffApi.list, { token: admin.token, query: { size: 200 } });
    expect(list.records.map((m) => m.name)).toContain(created.member.name);

    const finance = await enrolledStaff(server, ['finance']);
    expect(await server.fail(staffApi.list, { token: finance.token })).toMatchObject({ status: 403, code: STAFF_ERROR_CODES.roleRefused, data: { roles: ['admin'] } });
    expect((await server.fail(staffApi.disable, { token: admin.token, params: { id: admin.id } })).code).toBe(STAFF_ERROR_CODES.selfDisable);
    const disabled = await server.call(staffApi.disable, { token: admin.token, params: { id: finance.id } });
    expect(disabled.disabled).toBe(true);
    expect((await server.fail(staffApi.me, { token: finance.token })).code).toBe('001004');

    const audit = await server.call(staffApi.audit, { token: admin.token, query: { staffId: admin.id } });
    const byAction = Object.fromEntries(audit.records.map((r) => [r.action, r]));
    expect(byAction['staff.create']).toMatchObject({ actor: `staff:${admin.name}`, address: '127.0.0.1', subjectType: 'staff', subjectId: String(created.member.id), before: null, after: { name: created.member.name } });
    expect(byAction['staff.disable']).toMatchObject({ subjectId: String(finance.id), before: { disabled: false }, after: { disabled: true } });
    expect(byAction['staff.enrol']).toBeDefined();
    expect(JSON.stringify(audit.records)).not.toContain(created.password);
    const creates = await server.call(staffApi.audit, { token: admin.token, query: { action: 'staff.create', from: new Date(Date.now() - 60_000).toISOString() } });
    expect(creates.records.every((r) => r.action === 'staff.create')).toBe(true);
    expect(creates.total).toBeGreaterThanOrEqual(2);
  });

  it('logout ends the session and is recorded', async () => {
    const staff = await enrolledStaff(server, ['marketing']);
    await server.call(staffApi.logout, { token: staff.token });
    expect((await server.fail(staffApi.me, { token: staff.token })).code).toBe('001004');
    const row = await server.app.site.db.selectFrom('audit_log').select('action').where('staff_id', '=', staff.id).orderBy('id', 'desc').executeTakeFirst();
    expect(row?.action).toBe('staff.logout');
  });
});

describe('during maintenance', () => {
  it('the back office still logs in and answers, while the player site answers 503', async () => {
    const staff = await enrolledStaff(server, ['admin']);
    await setMaintenance(server.app.site.db, { enabled: true });
    try {
      expect((await server.fail(userApi.login, { body: { username: 'demo01', pwd: 'demo1234' } })).status).toBe(503);
      expect(await server.call(staffApi.me, { token: staff.token })).toMatchObject({ id: staff.id });
      expect((await server.call(staffApi.login, { body: { name: staff.name, pwd: staff.password } })).next).toBe('code');
    } finally {
      await setMaintenance(server.app.site.db, { enabled: false });
    }
  });
});

describe('the address allow-list (STAFF_ALLOWED_ADDRESSES)', () => {
  it('refuses every staff call from an address outside it, and lets the player site be', async () => {
    const guarded = await startTestServer({ staffAllowedAddresses: ['10.0.0.0/8'] });
    try {
      const member = await newStaff(guarded, ['admin']);
      expect(await guarded.fail(staffApi.login, { body: { name: member.name, pwd: member.password } })).toMatchObject({ status: 403, code: STAFF_ERROR_CODES.addressRefused });
      expect((await guarded.fail(staffApi.me, { token: 'x' })).code).toBe(STAFF_ERROR_CODES.addressRefused);
      expect(await login(guarded, 'demo01')).toBeTruthy();
    } finally {
      await guarded.close();
    }
    const open = await startTestServer({ staffAllowedAddresses: ['127.0.0.1'] });
    try {
      const member = await newStaff(open, ['admin']);
      expect((await open.call(staffApi.login, { body: { name: member.name, pwd: member.password } })).next).toBe('enrol');
    } finally {
      await open.close();
    }
  });
});
