import { describe, expect, it } from 'vitest';
import { activityFloat } from './activity';
import { dialogItem, messageDialogList, queryFrontendType } from './message';

describe('dialog list (SPEC 3 Dialog items, SPEC 7)', () => {
  it('frontendType in the query is 1 or 2, as text or a number', () => {
    expect(queryFrontendType.parse('1')).toBe(1);
    expect(queryFrontendType.parse('2')).toBe(2);
    expect(queryFrontendType.parse(2)).toBe(2);
    for (const bad of ['0', '3', 'x', '', 1.5, 3]) expect(queryFrontendType.safeParse(bad).success, String(bad)).toBe(false);
    expect(messageDialogList.query.parse({ language: 'EN' })).toEqual({ language: 'EN' });
    expect(messageDialogList.query.safeParse({ language: 'FR' }).success).toBe(false);
  });

  it('an item carries detail.content: unreadNotice, promos, bonus or firstDeposit', () => {
    const item = { id: 1, title: 'x', image: '/a.svg', link: '', sort: 1 };
    for (const content of ['unreadNotice', 'promos', 'bonus', 'firstDeposit']) {
      expect(dialogItem.safeParse({ ...item, detail: { content } }).success, content).toBe(true);
    }
    expect(dialogItem.safeParse({ ...item, detail: { content: 'other' } }).success).toBe(false);
    expect(dialogItem.safeParse(item).success).toBe(false);
  });

  it('the float activity is an extension with code, pcUrl and the display window', () => {
    expect(activityFloat.extension).toBe(true);
    const item = { code: 'F1', title: 't', pcUrl: '/f.svg', link: '/activity/list', displayStartTime: '2025-01-01T00:00:00.000Z', displayEndTime: '2099-01-01T00:00:00.000Z' };
    expect(activityFloat.response.parse([item])).toEqual([item]);
    expect(activityFloat.response.safeParse([{ ...item, pcUrl: undefined }]).success).toBe(false);
  });
});

describe('inbox notices (SPEC 7)', () => {
  it('the notice calls sit at the paths SPEC 7 names, each for a logged-in player', async () => {
    const m = await import('./message');
    const calls = [m.messageTransNotices, m.messageTransNoticeRead, m.messageSystemNotices, m.messageSystemNotice, m.messageReadAll];
    expect(calls.map((e) => `${e.method} ${e.path}`)).toEqual([
      'GET /v1/transaction/notice/list',
      'PUT /v1/transaction/notice/read/{id}',
      'POST /v1/message/system/notice/list',
      'GET /v1/message/system/notice/{id}',
      'POST /v1/message/center/read/all',
    ]);
    for (const e of calls) expect(e.auth, e.id).toBe(true);
  });

  it('a list query pages (default 10, at most 50) with an optional language', async () => {
    const { messageSystemNotices } = await import('./message');
    expect(messageSystemNotices.query.parse({ language: 'TH', page: '2' })).toEqual({ language: 'TH', page: 2, size: 10 });
    expect(messageSystemNotices.query.safeParse({ size: '51' }).success).toBe(false);
    expect(messageSystemNotices.body.safeParse({ userType: '1', appType: 'pc', now: '1' }).success).toBe(true);
  });

  it('a notice is system or trade, read or not', async () => {
    const { noticeRecord } = await import('./message');
    const n = { id: 1, kind: 'trade', title: 't', content: 'c', isRead: false, createdAt: '2025-01-01T00:00:00.000Z' };
    expect(noticeRecord.parse(n)).toEqual(n);
    expect(noticeRecord.safeParse({ ...n, kind: 'letter' }).success).toBe(false);
  });
});
