import { staffApi, staffPlayersApi } from '@site/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runOps } from './ops-commands';
import { startTestServer, type TestServer } from './test/harness';
import { aPlayer } from './test/players';
import { enrolledStaff, type TestStaff } from './test/staff';

// passes: sqlite postgres

/** The operator commands on a player's file go through the back office's services: the same audit rows, actor 'ops'. */

let server: TestServer;
let admin: TestStaff;
const ops = (...args: string[]) => runOps(args, { dataDir: server.dataDir, databaseUrl: server.databaseUrl });

beforeAll(async () => {
  server = await startTestServer({ sensitiveRateLimitMax: 1_000_000 });
  admin = await enrolledStaff(server, ['admin']);
});

afterAll(async () => {
  await server.close();
});

describe('npm run ops -- player, fund password-unlock, letter send (issue 37)', () => {
  it("write the same 'player.*' audit rows as the back office's calls", async () => {
    const { p } = await aPlayer(server);
    expect(await ops('player', 'restrict', p.name, 'withdraw,deposit', 'chargeback', 'pending')).toBe(`player ${p.name} restrictions=withdraw,deposit`);
    expect((await server.call(staffPlayersApi.file, { token: admin.token, params: { id: String(p.id) } })).restrictions).toEqual(['withdraw', 'deposit']);
    await ops('player', 'note', p.name, 'called', 'from', 'the', 'bank');
    await ops('fund', 'password-unlock', p.name);
    await ops('letter', 'send', p.name, '通知', '<p>您好</p>');
    const rows = (await server.call(staffApi.audit, { token: admin.token, query: { playerId: p.id } })).records;
    expect(rows.map((r) => [r.action, r.actor, r.staffId])).toEqual([
      ['player.letter', 'ops', null],
      ['player.unlockWithdrawPassword', 'ops', null],
      ['player.note', 'ops', null],
      ['player.restrict', 'ops', null],
    ]);
    expect(rows[3]).toMatchObject({ before: { restrictions: [] }, after: { restrictions: ['withdraw', 'deposit'], reason: 'chargeback pending' } });
    expect((await server.call(staffPlayersApi.notes, { token: admin.token, params: { id: String(p.id) } })).records[0]).toMatchObject({ staff: 'ops', text: 'called from the bank' });
  });
});
