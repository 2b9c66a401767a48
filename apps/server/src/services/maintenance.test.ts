import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runOps, UsageError } from '../ops-commands';
import { startTestServer, type TestServer } from '../test/harness';

// passes: sqlite

let server: TestServer;
const ops = (...args: string[]) => runOps(args, { dataDir: server.dataDir, databaseUrl: server.databaseUrl });

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

describe('maintenance switch, flipped by the ops command in the shared database', () => {
  it('on: every gated /api call answers 503 000503 with the window; /maintain tells it', async () => {
    const out = await ops('maintenance', 'on', '--from', '2026-11-22T10:00:00Z', '--to', '2026-11-22T12:00:00+00:00');
    expect(out).toBe('maintenance ON (window 2026-11-22T10:00:00.000Z .. 2026-11-22T12:00:00.000Z)');
    const window = { startTime: '2026-11-22T10:00:00.000Z', endTime: '2026-11-22T12:00:00.000Z' };

    for (const path of ['/api/v1/config/language', '/api/v1/game/type', '/api/v1/proxy/parseDomain']) {
      const res = await server.fetch(path, { query: { language: 'EN' } });
      expect(res.status, path).toBe(503);
      expect(res.json).toEqual({ code: '000503', msg: 'The system is under maintenance', data: window });
    }
    const info = await server.fetch('/maintain', { sign: false });
    expect(info.status).toBe(200);
    expect(info.json).toEqual({ code: '000000', msg: 'success', data: { maintaining: true, ...window } });
    expect(await ops('maintenance', 'status')).toContain('ON');
  });

  it('on: the error catalogue still answers (the client needs its texts)', async () => {
    const res = await server.fetch('/api/v1/basics/errorCode/version');
    expect(res.status).toBe(200);
    const version = (res.json as { data: { version: string } }).data.version;
    expect((await server.fetch(`/api/v1/basics/errorCode/version/${version}`)).status).toBe(200);
  });

  it('on: the sign is still checked first', async () => {
    const res = await server.fetch('/api/v1/config/language', { sign: false });
    expect(res.json).toMatchObject({ code: '000401' });
  });

  it('off: calls answer 200 again and the window is cleared', async () => {
    expect(await ops('maintenance', 'off')).toBe('maintenance off');
    expect((await server.fetch('/api/v1/config/language')).status).toBe(200);
    const info = await server.fetch('/maintain', { sign: false });
    expect(info.json).toEqual({ code: '000000', msg: 'success', data: { maintaining: false, startTime: null, endTime: null } });
    expect(await ops('maintenance', 'status')).toBe('maintenance off');
  });

  it('on without a window: 503 with null times', async () => {
    await ops('maintenance', 'on');
    const res = await server.fetch('/api/v1/config/currency');
    expect(res.status).toBe(503);
    expect(res.json).toMatchObject({ data: { startTime: null, endTime: null } });
    await ops('maintenance', 'off');
  });

  it('refuses bad command lines without touching the switch', async () => {
    const bad = [[], ['maintenance'], ['maintenance', 'sideways'], ['maintenance', 'on', '--from', 'tomorrow'], ['maintenance', 'on', '--from'], ['maintenance', 'on', '--from', '2026-11-22T12:00:00Z', '--to', '2026-11-22T10:00:00Z']];
    for (const args of bad) await expect(ops(...args), args.join(' ')).rejects.toBeInstanceOf(UsageError);
    expect(await ops('maintenance', 'status')).toBe('maintenance off');
  });
});
