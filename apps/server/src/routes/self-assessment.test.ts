import { protectionApi } from '@site/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPlayer } from '../test/fund';
import { startTestServer, type TestServer } from '../test/harness';

// passes: sqlite

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const rows = (accountId: number) => server.app.site.db.selectFrom('self_assessments').selectAll().where('account_id', '=', accountId).orderBy('id').execute();

describe('the PGSI self-assessment', () => {
  it('needs a logged-in player', async () => {
    expect(await server.fail(protectionApi.selfAssessment, { body: { answers: [0, 0, 0, 0, 0, 0, 0, 0, 0] } })).toMatchObject({ status: 401, code: '001001' });
  });

  it('scores the nine answers into PGSI bands, keeps each and returns the one before', async () => {
    const p = await newPlayer(server);
    const first = await server.call(protectionApi.selfAssessment, { token: p.token, body: { answers: [0, 0, 0, 0, 0, 0, 0, 0, 0] } });
    expect(first).toMatchObject({ score: 0, band: 'none', previous: null });

    const bands: [number[], number, string][] = [
      [[1, 1, 0, 0, 0, 0, 0, 0, 0], 2, 'low'],
      [[1, 1, 1, 0, 0, 0, 0, 0, 0], 3, 'moderate'],
      [[3, 3, 1, 0, 0, 0, 0, 0, 0], 7, 'moderate'],
      [[3, 3, 2, 0, 0, 0, 0, 0, 0], 8, 'high'],
      [[3, 3, 3, 3, 3, 3, 3, 3, 3], 27, 'high'],
    ];
    let before = first;
    for (const [answers, score, band] of bands) {
      const result = await server.call(protectionApi.selfAssessment, { token: p.token, body: { answers } });
      expect(result).toMatchObject({ score, band, previous: { score: before.score, band: before.band, takenAt: before.takenAt } });
      before = result;
    }
    const kept = await rows(p.id);
    expect(kept.map((r) => [r.answers, r.score])).toEqual([['000000000', 0], ...bands.map(([a, score]) => [a.join(''), score])]);
  });

  it('refuses anything but nine whole answers from 0 to 3, and keeps nothing', async () => {
    const p = await newPlayer(server);
    for (const answers of [[], [0, 0, 0, 0, 0, 0, 0, 0], [0, 0, 0, 0, 0, 0, 0, 0, 0, 0], [0, 0, 0, 0, 0, 0, 0, 0, 4], [0, 0, 0, 0, 0, 0, 0, 0, -1], [0, 0, 0, 0, 0, 0, 0, 0, 1.5], ['1', 0, 0, 0, 0, 0, 0, 0, 0]]) {
      expect(await server.fail(protectionApi.selfAssessment, { token: p.token, body: { answers } }), JSON.stringify(answers)).toMatchObject({ status: 400 });
    }
    expect(await rows(p.id)).toEqual([]);
  });

  it('shows one player only their own previous assessment', async () => {
    const [a, b] = [await newPlayer(server), await newPlayer(server)];
    await server.call(protectionApi.selfAssessment, { token: a.token, body: { answers: [3, 3, 3, 3, 3, 3, 3, 3, 3] } });
    expect(await server.call(protectionApi.selfAssessment, { token: b.token, body: { answers: [0, 0, 0, 0, 0, 0, 0, 0, 1] } })).toMatchObject({ score: 1, band: 'low', previous: null });
  });
});
