import { staffApi } from '@site/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redactOpsArgs } from './ops-audit';
import { runOps, UsageError } from './ops-commands';
import { startTestServer, type TestServer } from './test/harness';
import { totpCode } from './test/staff';

// passes: sqlite postgres

/** `npm run ops -- staff create` makes the first admin, and every operator command writes one audit row (issue 37). */

let server: TestServer;
const db = () => server.app.site.db;
const ops = (...args: string[]) => runOps(args, { dataDir: server.dataDir, databaseUrl: server.databaseUrl });
const lastRows = (n: number) => db().selectFrom('audit_log').selectAll().orderBy('id', 'desc').limit(n).execute();

beforeAll(async () => {
  server = await startTestServer({ sensitiveRateLimitMax: 1_000_000 });
});

afterAll(async () => {
  await server.close();
});

describe('npm run ops -- staff', () => {
  it('creates the first admin with a one-time password printed once, which logs in and enrols; both the act and the command are audited, without the password', async () => {
    const out = await ops('staff', 'create', 'firstboss', '--role', 'admin');
    const password = /one-time password: (\S+)/.exec(out)?.[1] ?? '';
    expect(password.length).toBeGreaterThanOrEqual(16);

    const [command, act] = await lastRows(2);
    expect(command).toMatchObject({ actor: 'ops', staff_id: null, action: 'ops.staff.create', subject_type: 'ops' });
    expect(JSON.parse(command?.after_json ?? '{}')).toEqual({ command: 'staff', args: ['create', 'firstboss', '--role', 'admin'], ok: true });
    expect(act).toMatchObject({ actor: 'ops', action: 'staff.create', subject_type: 'staff', before_json: null });
    expect(JSON.parse(act?.after_json ?? '{}')).toMatchObject({ name: 'firstboss', roles: ['admin'], enrolled: false, disabled: false });
    const everything = JSON.stringify(await db().selectFrom('audit_log').selectAll().execute());
    expect(everything).not.toContain(password);

    const { ticket, next } = await server.call(staffApi.login, { body: { name: 'firstboss', pwd: password } });
    expect(next).toBe('enrol');
    const { secret } = await server.call(staffApi.enrolStart, { body: { ticket } });
    const session = await server.call(staffApi.enrolConfirm, { body: { ticket, code: totpCode(secret) } });
    expect((await server.call(staffApi.list, { token: session.token, query: {} })).records.map((m) => m.name)).toContain('firstboss');
  });

  it('lists and disables staff; a bad role or a taken name is refused as a usage error and writes no row', async () => {
    await ops('staff', 'create', 'opsrisk', '--role', 'risk,support');
    expect(await ops('staff', 'list')).toMatch(/opsrisk id=\d+ roles=risk,support twoFactor=not yet/);
    const before = (await lastRows(1))[0]?.id;
    await expect(ops('staff', 'create', 'opsother', '--role', 'root')).rejects.toBeInstanceOf(UsageError);
    await expect(ops('staff', 'create', 'opsrisk', '--role', 'risk')).rejects.toThrow('exists already');
    expect((await lastRows(1))[0]?.id).toBe(before);
    expect(await ops('staff', 'disable', 'opsrisk')).toContain('disabled');
    const [command, act] = await lastRows(2);
    expect(command?.action).toBe('ops.staff.disable');
    expect(act).toMatchObject({ action: 'staff.disable', actor: 'ops' });
    expect(JSON.parse(act?.after_json ?? '{}')).toMatchObject({ disabled: true });
  });

  it('records any other command with its arguments minus secrets', async () => {
    await ops('agent', 'create', 'opsagent1', 'agent-secret-99', 'OPSAG1');
    const [row] = await lastRows(1);
    expect(row?.action).toBe('ops.agent.create');
    expect(row?.after_json).not.toContain('agent-secret-99');
    expect(JSON.parse(row?.after_json ?? '{}')).toMatchObject({ args: ['create', 'opsagent1', '[redacted]', 'OPSAG1'], ok: true });
    await ops('maintenance', 'status');
    expect((await lastRows(1))[0]?.action).toBe('ops.maintenance.status');
    expect(redactOpsArgs('x', ['a', '--password', 'p1', '--token=t2', '--pwd'])).toEqual(['a', '--password', '[redacted]', '--token=[redacted]', '--pwd']);
  });
});
