import { announcementApi, fundApi, letterApi, messageApi, userApi } from '@site/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runOps } from '../ops-commands';
import { IMAGES, newPlayer, upload, type Player } from '../test/fund';
import { startTestServer, type TestServer } from '../test/harness';

// passes: sqlite

let server: TestServer;
let p: Player;
let other: Player;

beforeAll(async () => {
  server = await startTestServer();
  [p, other] = [await newPlayer(server), await newPlayer(server)];
});
afterAll(async () => {
  await server.close();
});

const db = () => server.app.site.db;
const counts = (token: string) => server.call(userApi.unreadCount, { token });
const ops = (...args: string[]) => runOps(args, { dataDir: server.dataDir, databaseUrl: server.databaseUrl });
async function attachment(token: string, bytes = IMAGES.png): Promise<string> {
  const res = await upload(server, token, 'letter', bytes);
  const fileId = (res.json as { data?: { fileId?: string } }).data?.fileId;
  if (!fileId) throw new Error(`upload: ${res.status} ${JSON.stringify(res.json)}`);
  return fileId;
}
const newLetter = (token: string, extra: Record<string, unknown> = {}) =>
  ({ token, body: { quizType: 1, title: '儲值未到帳', content: '昨天的儲值尚未入帳，請協助查詢。', ...extra } }) as const;

describe('every inbox call needs a login', () => {
  it('refuses a visitor with 401 001001', async () => {
    const calls = [
      [announcementApi.announcements, {}],
      [announcementApi.announcement, { params: { id: 1 } }],
      [letterApi.quizTypes, {}],
      [letterApi.list, {}],
      [letterApi.create, { body: { quizType: 1, title: 'ab', content: 'abc' } }],
      [letterApi.thread, { query: { id: 1 } }],
      [letterApi.reply, { body: { id: 1, content: 'abc' } }],
      [letterApi.unreadCount, {}],
      [letterApi.feedback, { body: { type: 'other', content: 'abc' } }],
    ] as const;
    for (const [endpoint, input] of calls) expect(await server.fail(endpoint, input), endpoint.id).toMatchObject({ status: 401, code: '001001' });
  });
});

describe('announcements (opNotice): read one, read all, the counts follow', () => {
  it('lists the seeded announcements in the language asked, sanitised, each unread at first', async () => {
    const en = await server.call(announcementApi.announcements, { token: p.token, query: { language: 'EN' } });
    expect(en.total).toBeGreaterThanOrEqual(3);
    expect(en.records.map((r) => r.title)).toContain('New member gift');
    expect(en.records.every((r) => !r.isRead)).toBe(true);
    const gift = en.records.find((r) => r.title === 'New member gift');
    expect(gift?.content).toContain('<a href="/activity/list" target="_blank" rel="noopener noreferrer">');
    expect((await counts(p.token)).opNotice).toBe(en.total);
  });

  it('opening one marks it read for this player only and lowers opNotice and the total by one', async () => {
    const before = await counts(p.token);
    const otherBefore = await counts(other.token);
    const [first] = (await server.call(announcementApi.announcements, { token: p.token })).records;
    const read = await server.call(announcementApi.announcement, { token: p.token, params: { id: first!.id } });
    expect(read.isRead).toBe(true);
    const after = await counts(p.token);
    expect(after.opNotice).toBe(before.opNotice - 1);
    expect(after.total).toBe(before.total - 1);
    // Reading it again changes nothing; the other player still has it unread.
    await server.call(announcementApi.announcement, { token: p.token, params: { id: first!.id } });
    expect((await counts(p.token)).opNotice).toBe(after.opNotice);
    expect(await counts(other.token)).toEqual(otherBefore);
    expect(await server.fail(announcementApi.announcement, { token: p.token, params: { id: 999999 } })).toMatchObject({ status: 404, code: '051004' });
  });

  it('read all of the announcement tab clears opNotice and leaves the other kinds', async () => {
    const before = await counts(p.token);
    const result = await server.call(messageApi.readAll, { token: p.token, body: { kind: 'announcement' } });
    expect(result.updated).toBe(before.opNotice);
    const after = await counts(p.token);
    expect(after).toEqual({ ...before, opNotice: 0, total: before.total - before.opNotice });
    const list = await server.call(announcementApi.announcements, { token: p.token });
    expect(list.records.every((r) => r.isRead)).toBe(true);
  });
});

describe('letters: write, attachments, threads, replies, operator answers', () => {
  it('offers the question types in the language asked', async () => {
    const types = await server.call(letterApi.quizTypes, { token: p.token, query: { language: 'EN' } });
    expect(types[0]).toEqual({ id: 1, name: 'Deposits' });
  });

  it('a new letter with an attachment shows under sent with its image, readable by its owner only', async () => {
    const fileId = await attachment(p.token);
    const thread = await server.call(letterApi.create, newLetter(p.token, { attachments: [fileId] }));
    expect(thread).toMatchObject({ type: 1, quizType: 1, title: '儲值未到帳', isRead: true, replyCount: 0 });
    expect(thread.messages).toMatchObject([{ author: 'player', html: false, attachments: [fileId] }]);
    const sent = await server.call(letterApi.list, { token: p.token, query: { type: 1 } });
    expect(sent.records.map((r) => r.id)).toContain(thread.id);
    const received = await server.call(letterApi.list, { token: p.token, query: { type: 2 } });
    expect(received.records.map((r) => r.id)).not.toContain(thread.id);
    // Another player can neither read the letter, answer it, nor see or reuse its attachment.
    expect(await server.fail(letterApi.thread, { token: other.token, query: { id: thread.id } })).toMatchObject({ status: 404, code: '051003' });
    expect(await server.fail(letterApi.reply, { token: other.token, body: { id: thread.id, content: '我也想問' } })).toMatchObject({ status: 404, code: '051003' });
    expect(await server.fail(fundApi.uploadFile, { token: other.token, params: { fileId } })).toMatchObject({ status: 404 });
    expect(await server.fail(letterApi.create, newLetter(other.token, { attachments: [fileId] }))).toMatchObject({ status: 404, code: '051002' });
    const replies = await db().selectFrom('letter_messages').select('id').where('letter_id', '=', thread.id).execute();
    expect(replies).toHaveLength(1);
    expect((await server.call(letterApi.list, { token: other.token, query: { type: 1 } })).total).toBe(0);
  });

  it('an attachment is jpg or png of purpose letter, used once', async () => {
    expect((await upload(server, p.token, 'letter', IMAGES.gif)).status).toBe(400);
    const card = (await upload(server, p.token, 'idFront', IMAGES.png)).json as { data: { fileId: string } };
    expect(await server.fail(letterApi.create, newLetter(p.token, { attachments: [card.data.fileId] }))).toMatchObject({ status: 404, code: '051002' });
    const fileId = await attachment(p.token, IMAGES.jpeg);
    await server.call(letterApi.create, newLetter(p.token, { attachments: [fileId] }));
    expect(await server.fail(letterApi.create, newLetter(p.token, { attachments: [fileId] }))).toMatchObject({ status: 404, code: '051002' });
    expect(await server.fail(letterApi.create, newLetter(p.token, { quizType: 42 }))).toMatchObject({ status: 400, code: '051001' });
  });

  it("keeps ' \" & < > and double spaces as typed (issue 19): stored and answered as plain text, never as HTML", async () => {
    const title = `It's "5" & <6>`;
    const content = `Tom's "deposit"  &  <script>alert(1)</script> didn't arrive`;
    const thread = await server.call(letterApi.create, newLetter(p.token, { title, content }));
    expect(thread.title).toBe(title);
    expect(thread.messages[0]).toMatchObject({ author: 'player', content, html: false });
    const stored = await db().selectFrom('letter_messages').select(['content', 'html']).where('letter_id', '=', thread.id).execute();
    expect(stored).toEqual([{ content, html: 0 }]);
    const reply = await server.call(letterApi.reply, { token: p.token, body: { id: thread.id, content: 'P.S.  "A&B" isn\'t <b>bold</b>' } });
    expect(reply.messages[1]).toMatchObject({ content: 'P.S.  "A&B" isn\'t <b>bold</b>', html: false });
    expect((await server.call(letterApi.thread, { token: p.token, query: { id: thread.id } })).messages.map((m) => m.content)).toEqual([content, 'P.S.  "A&B" isn\'t <b>bold</b>']);
    const feedback = await server.call(letterApi.feedback, { token: p.token, body: { type: 'problem', content: `Button "OK" & 'Cancel'  do nothing` } });
    expect(feedback.id).toBeGreaterThan(0);
    expect(await db().selectFrom('feedback').select('content').where('id', '=', feedback.id).executeTakeFirst()).toEqual({ content: `Button "OK" & 'Cancel'  do nothing` });
  });

  it('a text breaking the letter rule is refused with the rule key and nothing is written', async () => {
    const before = await db().selectFrom('letters').select('id').execute();
    const feedbackBefore = await db().selectFrom('feedback').select('id').execute();
    const cases = [
      [{ title: ' 開頭空格' }, 'rules.textEdgeSpaces'],
      [{ content: ' 前後空格 ' }, 'rules.textEdgeSpaces'],
      [{ content: 'ab' }, 'rules.textLength3to500'],
      [{ title: '短' }, 'rules.textLength2to200'],
    ] as const;
    for (const [extra, key] of cases) {
      const failure = await server.fail(letterApi.create, newLetter(p.token, extra));
      expect(failure, JSON.stringify(extra)).toMatchObject({ status: 400, code: '000400' });
      expect(JSON.stringify(failure.data)).toContain(key);
    }
    const feedback = await server.fail(letterApi.feedback, { token: p.token, body: { type: 'problem', content: '按鈕無法點擊\n' } });
    expect(JSON.stringify(feedback.data)).toContain('rules.textEdgeSpaces');
    expect(await db().selectFrom('letters').select('id').execute()).toEqual(before);
    expect(await db().selectFrom('feedback').select('id').execute()).toEqual(feedbackBefore);
  });

  it('the operator reply makes received, unread mail; reading the thread lowers the letter count', async () => {
    const thread = await server.call(letterApi.create, newLetter(p.token, { title: '帳號問題', content: '請問如何修改暱稱？' }));
    const before = await counts(p.token);
    const output = await ops('letter', 'reply', String(thread.id), '<p>您好，<b>已為您處理</b><img src=x onerror=alert(1)></p>');
    expect(output).toContain(`letter #${thread.id} answered`);
    const after = await counts(p.token);
    expect(after.letter).toBe(before.letter + 1);
    expect(after.total).toBe(before.total + 1);
    expect(await server.call(letterApi.unreadCount, { token: p.token })).toMatchObject({ received: after.letter, sent: 1 });
    const received = await server.call(letterApi.list, { token: p.token, query: { type: 2 } });
    expect(received.records.find((r) => r.id === thread.id)).toMatchObject({ isRead: false, replyCount: 1 });

    const opened = await server.call(letterApi.thread, { token: p.token, query: { id: thread.id } });
    expect(opened.messages[1]).toMatchObject({ author: 'operator', html: true });
    expect(opened.messages[1]?.content).toContain('<b>已為您處理</b>');
    expect(opened.messages[1]?.content).not.toContain('onerror');
    expect((await counts(p.token)).letter).toBe(before.letter);

    const replied = await server.call(letterApi.reply, { token: p.token, body: { id: thread.id, content: '謝謝您的協助' } });
    expect(replied.messages.map((m) => m.author)).toEqual(['player', 'operator', 'player']);
  });

  it('the operator can write a new letter to a player, and read all of the mail tab clears the count', async () => {
    expect(await ops('letter', 'send', other.name, '活動通知', '<p>恭喜獲得<script>x()</script>獎勵</p>')).toMatch(/^letter #\d+ sent/);
    const received = await server.call(letterApi.list, { token: other.token, query: { type: 2 } });
    expect(received.records[0]).toMatchObject({ title: '活動通知', type: 2, isRead: false, quizType: null });
    expect((await counts(other.token)).letter).toBe(1);
    expect(await server.call(messageApi.readAll, { token: other.token, body: { kind: 'mail' } })).toEqual({ updated: 1 });
    expect((await counts(other.token)).letter).toBe(0);
    const list = await ops('letter', 'list');
    expect(list).toContain('活動通知');
  });
});

describe('feedback', () => {
  it('is stored for the operator and listed by the ops command', async () => {
    const saved = await server.call(letterApi.feedback, { token: p.token, body: { type: 'suggestion', content: '希望增加更多老虎機遊戲' } });
    expect(saved.id).toBeGreaterThan(0);
    expect(await ops('feedback', 'list')).toContain('希望增加更多老虎機遊戲');
  });
});
