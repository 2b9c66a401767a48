import { randomInt } from 'node:crypto';
import { accountApi, fundApi, isTaiwanId, staffQueuesApi, walletApi } from '@site/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyCard, IMAGES, newPlayer, upload, type Player } from '../test/fund';
import { idem } from '../test/games';
import { signHeaders, startTestServer, type TestServer } from '../test/harness';
import { enrolledStaff, type TestStaff } from '../test/staff';
import { aPlayer } from '../test/players';

// passes: sqlite postgres

/** Issue 37: the back office's queues: what waits, claims, deposit, card and ID decisions, photos, audit rows. */

let server: TestServer;
let finance: TestStaff;
let finance2: TestStaff;
let risk: TestStaff;
let support: TestStaff;
let marketing: TestStaff;
beforeAll(async () => {
  server = await startTestServer();
  [finance, finance2, risk, support, marketing] = await Promise.all([
    enrolledStaff(server, ['finance']),
    enrolledStaff(server, ['finance']),
    enrolledStaff(server, ['risk']),
    enrolledStaff(server, ['support']),
    enrolledStaff(server, ['marketing']),
  ]);
});
afterAll(async () => {
  await server.close();
});

const db = () => server.app.site.db;
const ntd = async (p: Player) => (await server.call(walletApi.balance, { token: p.token })).currencies.find((c) => c.currency === 'NTD')?.balance;
const auditOf = (action: string, playerId: number) =>
  db().selectFrom('audit_log').selectAll().where('action', '=', action).where('subject_id', '=', String(playerId)).orderBy('id').execute();

async function bankDeposit(amount: string) {
  const { p, cardId } = await aPlayer(server, { card: true });
  const order = await server.call(fundApi.createDeposit, { token: p.token, headers: idem(), body: { currency: 'NTD', method: 'bank', channelCode: 'BANK', amount, cardId } });
  return { p, orderNo: order.orderNo };
}

function taiwanId(): string {
  const body = `C1${String(randomInt(0, 10_000_000)).padStart(7, '0')}`;
  for (let d = 0; d <= 9; d++) if (isTaiwanId(`${body}${d}`)) return `${body}${d}`;
  throw new Error('no check digit');
}

async function idSubmitted() {
  const p = await newPlayer(server, { idVerified: false });
  const photo = async (purpose: string) => (await upload(server, p.token, purpose, IMAGES.png)).json.data?.fileId ?? '';
  const frontFileId = await photo('idFront');
  const backFileId = await photo('idBack');
  await server.call(accountApi.submitIdCard, { token: p.token, body: { realName: '張審核', idNumber: taiwanId(), frontFileId, backFileId } });
  const row = await db().selectFrom('id_verifications').select('id').where('account_id', '=', p.id).executeTakeFirstOrThrow();
  return { p, id: row.id, frontFileId };
}

describe('the lists show what waits', () => {
  it('deposits (with the bound card), bank cards and IDs (with their photos), each to its roles', async () => {
    const { p, orderNo } = await bankDeposit('3000');
    const deposits = await server.call(staffQueuesApi.deposits, { token: finance.token, query: { size: 200 } });
    expect(deposits.records.find((r) => r.orderNo === orderNo)).toMatchObject({ playerId: p.id, account: p.name, method: 'bank', amount: '3000.00', boundCard: expect.stringMatching(/^013 \*{4} \*{4} \d{4}$/), claim: null });

    const q = await newPlayer(server);
    const cardId = await applyCard(server, q);
    const cards = await server.call(staffQueuesApi.cards, { token: risk.token, query: { size: 200 } });
    expect(cards.records.find((r) => r.id === cardId)).toMatchObject({ playerId: q.id, bank: '013', photos: [expect.stringMatching(/^\/api\/v1\/staff\/queues\/photos\//), expect.anything(), expect.anything()] });

    const { p: r, id } = await idSubmitted();
    const ids = await server.call(staffQueuesApi.idCards, { token: risk.token, query: { size: 200 } });
    expect(ids.records.find((x) => x.id === id)).toMatchObject({ playerId: r.id, realName: '張審核', idNumber: expect.stringMatching(/^C1\d\*{4}\d{3}$/), photos: [expect.any(String), expect.any(String)] });

    expect(await server.fail(staffQueuesApi.deposits, { token: risk.token })).toMatchObject({ status: 403, code: '081001' });
    expect(await server.fail(staffQueuesApi.idCards, { token: finance.token })).toMatchObject({ status: 403, code: '081001' });
  });
});

describe('claims', () => {
  it('a claimed item refuses another member (081010), is released by its holder, and expires', async () => {
    const { orderNo } = await bankDeposit('1000');
    const params = { kind: 'deposit', itemId: orderNo };
    const claim = await server.call(staffQueuesApi.claim, { token: finance.token, params });
    expect(claim).toMatchObject({ staffId: finance.id, name: finance.name });
    expect(await server.fail(staffQueuesApi.claim, { token: finance2.token, params })).toMatchObject({ status: 409, code: '081010', data: { staffId: finance.id, name: finance.name } });
    expect(await server.fail(staffQueuesApi.depositApprove, { token: finance2.token, params: { itemId: orderNo } })).toMatchObject({ status: 409, code: '081010' });
    expect(await server.fail(staffQueuesApi.release, { token: finance2.token, params })).toMatchObject({ code: '081010' });
    const listed = await server.call(staffQueuesApi.deposits, { token: finance2.token, query: { size: 200 } });
    expect(listed.records.find((r) => r.orderNo === orderNo)?.claim).toMatchObject({ staffId: finance.id });

    // Fifteen minutes on (the claim's end moved into the past): the item is free for the next member.
    await db().updateTable('queue_claims').set({ expires_at: new Date(Date.now() - 1000).toISOString() }).where('item_id', '=', orderNo).execute();
    expect(await server.call(staffQueuesApi.claim, { token: finance2.token, params })).toMatchObject({ staffId: finance2.id });
    expect(await server.fail(staffQueuesApi.claim, { token: finance.token, params })).toMatchObject({ code: '081010' });
    await server.call(staffQueuesApi.release, { token: finance2.token, params });
    expect(await server.call(staffQueuesApi.claim, { token: finance.token, params })).toMatchObject({ staffId: finance.id });
  });

  it("refuses a queue of another role's and an item not waiting", async () => {
    const { orderNo } = await bankDeposit('1000');
    expect(await server.fail(staffQueuesApi.claim, { token: risk.token, params: { kind: 'deposit', itemId: orderNo } })).toMatchObject({ status: 403, code: '081001' });
    expect(await server.fail(staffQueuesApi.claim, { token: finance.token, params: { kind: 'deposit', itemId: 'DP0000' } })).toMatchObject({ code: '031016' });
  });
});

describe('deposits from the queue', () => {
  it('credits the player once: a second approval is refused (031015) and the balance moved once; the audit row has before and after', async () => {
    const { p, orderNo } = await bankDeposit('2500');
    const before = await ntd(p);
    await server.call(staffQueuesApi.claim, { token: finance.token, params: { kind: 'deposit', itemId: orderNo } });
    expect(await server.call(staffQueuesApi.depositApprove, { token: finance.token, params: { itemId: orderNo } })).toEqual({ id: orderNo, status: 'success' });
    expect(await server.fail(staffQueuesApi.depositApprove, { token: finance.token, params: { itemId: orderNo } })).toMatchObject({ code: '031015' });
    expect(await server.fail(staffQueuesApi.depositApprove, { token: finance2.token, params: { itemId: orderNo } })).toMatchObject({ code: '031015' });
    expect(Number(await ntd(p)) - Number(before)).toBe(2500);
    const entries = await db().selectFrom('ledger_entries').select('amount').where('reference', '=', orderNo).where('kind', '=', 'deposit').execute();
    expect(entries.map((e) => Number(e.amount))).toEqual([250_000]);
    const [row, ...more] = await auditOf('fund.deposit.approve', p.id);
    expect(more).toEqual([]);
    expect(row).toMatchObject({ staff_id: finance.id, actor: `staff:${finance.name}`, address: expect.any(String), subject_type: 'player' });
    expect(JSON.parse(row?.before_json ?? '')).toMatchObject({ orderNo, status: 'processing', amount: '2500.00' });
    expect(JSON.parse(row?.after_json ?? '')).toMatchObject({ orderNo, status: 'success' });
    // The decision dropped the claim.
    expect(await db().selectFrom('queue_claims').select('item_id').where('item_id', '=', orderNo).execute()).toEqual([]);
  });

  it('rejects with a reason, nothing credited, audited', async () => {
    const { p, orderNo } = await bankDeposit('1200');
    const before = await ntd(p);
    expect(await server.call(staffQueuesApi.depositReject, { token: finance.token, params: { itemId: orderNo }, body: { reason: '匯款帳戶與綁定銀行卡不符' } })).toMatchObject({ status: 'failure' });
    expect(await ntd(p)).toBe(before);
    const [row] = await auditOf('fund.deposit.reject', p.id);
    expect(JSON.parse(row?.after_json ?? '')).toMatchObject({ status: 'failure', reason: '匯款帳戶與綁定銀行卡不符' });
  });
});

describe('bank cards and IDs', () => {
  it('risk approves a card and rejects an ID with a reason; each audited with before and after', async () => {
    const q = await newPlayer(server);
    const cardId = await applyCard(server, q);
    expect(await server.call(staffQueuesApi.cardApprove, { token: risk.token, params: { itemId: String(cardId) } })).toEqual({ id: String(cardId), status: 'approved' });
    expect(await server.fail(staffQueuesApi.cardApprove, { token: risk.token, params: { itemId: String(cardId) } })).toMatchObject({ code: '031015' });
    const [card] = await auditOf('fund.card.approve', q.id);
    expect(JSON.parse(card?.before_json ?? '')).toEqual({ cardId, status: 'reviewing' });
    expect(JSON.parse(card?.after_json ?? '')).toMatchObject({ cardId, status: 'approved' });

    const { p, id } = await idSubmitted();
    expect(await server.call(staffQueuesApi.idCardReject, { token: risk.token, params: { itemId: String(id) }, body: { reason: '照片模糊' } })).toEqual({ id: String(id), status: '3' });
    expect(await server.call(accountApi.idCard, { token: p.token })).toMatchObject({ status: 3, reason: '照片模糊' });
    const [idRow] = await auditOf('account.idcard.reject', p.id);
    expect(JSON.parse(idRow?.before_json ?? '')).toEqual({ verificationId: id, status: 'verifying' });
    expect(JSON.parse(idRow?.after_json ?? '')).toEqual({ verificationId: id, status: 'failure', reason: '照片模糊' });

    const { p: r, id: id2 } = await idSubmitted();
    await server.call(staffQueuesApi.idCardApprove, { token: risk.token, params: { itemId: String(id2) } });
    expect(await server.call(accountApi.idCard, { token: r.token })).toMatchObject({ status: 2 });
  });
});

describe('review photos', () => {
  const photo = (token: string, fileId: string) => fetch(`${server.url}/api/v1/staff/queues/photos/${fileId}`, { headers: { ...signHeaders(), token } });

  it('served to risk with no-store, private; refused to support and marketing (081001) and to a player', async () => {
    const { frontFileId } = await idSubmitted();
    const served = await photo(risk.token, frontFileId);
    expect(served.status).toBe(200);
    expect(served.headers.get('cache-control')).toBe('no-store, private');
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer()).subarray(1, 4).toString()).toBe('PNG');
    for (const who of [support, marketing, finance]) {
      const refused = await photo(who.token, frontFileId);
      expect(refused.status).toBe(403);
      expect(((await refused.json()) as { code: string }).code).toBe('081001');
    }
    const player = await newPlayer(server);
    expect((await photo(player.token, frontFileId)).status).toBe(401);
    // Only a card's or an ID's photo: any other file id is 404.
    expect((await photo(risk.token, 'notAReviewPhoto1')).status).toBe(404);
  });
});
