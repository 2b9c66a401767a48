import { describe, expect, it } from 'vitest';
import { CASHIER_PAGES, cashierPageSrc, FRAME_HEIGHT, FRAME_HEIGHTS, FRAME_ROUTES, frameHeightFor, parseCashierLocation, parseFrameToHost, parseHostToFrame } from './frame';

const init = { type: 'init', token: 'tok', language: 'TW', currency: 'NTD', theme: 'dark', deviceId: 'abcdefghij0123456789', brand: 'jade' };

describe('frame -> host messages (SPEC 4 Finance frame messages)', () => {
  it('accepts every message of the protocol', () => {
    const good: unknown[] = [
      { type: 'ready' },
      { type: 'navigate', to: 'FinanceEntry', params: { page: 'deposit' }, query: { type: '1' } },
      { type: 'navigate', to: 'home' },
      { type: 'tokenInvalid' },
      { type: 'goGame', gameType: 5, channelCode: 'DB' },
      { type: 'goGame', gameType: 6, channelCode: 'KT', subGameCode: 'KT-0001' },
      { type: 'recharge' },
      { type: 'withdraw' },
      { type: 'passbook', filter: { type: 'deposit', status: 'success' } },
      { type: 'toggleMoney', visible: false },
      { type: 'activityDetail', url: '/activity/entry?url=abc' },
      { type: 'activityDetail', url: 'https://promo.example.com/x' },
      { type: 'height', px: 430 },
      { type: 'height', px: 612 },
      { type: 'maintenance', on: true },
      { type: 'toast', kind: 'success', message: '回收成功' },
      { type: 'reloadAutoTransfer' },
      { type: 'bindPhone' },
      { type: 'typing', on: true },
      { type: 'typing', on: false },
    ];
    for (const m of good) expect(parseFrameToHost(m), JSON.stringify(m)).not.toBeNull();
    expect(parseFrameToHost({ type: 'toggleMoney', visible: true })).toEqual({ type: 'toggleMoney', visible: true });
  });

  it('rejects bad shapes with null, never throwing', () => {
    const bad: unknown[] = [
      null,
      undefined,
      'ready',
      42,
      [],
      {},
      { type: 'unknown' },
      { type: 'READY' },
      { type: 'navigate' },
      { type: 'navigate', to: 'Nowhere' },
      { type: 'navigate', to: 'home', params: { page: 5 } },
      { type: 'goGame', gameType: 8, channelCode: 'KT' },
      { type: 'goGame', gameType: '5', channelCode: 'DB' },
      { type: 'goGame', gameType: 5 },
      { type: 'goGame', gameType: 5, channelCode: '<script>' },
      { type: 'passbook' },
      { type: 'toggleMoney', visible: 'yes' },
      { type: 'activityDetail', url: 'javascript:alert(1)' },
      { type: 'activityDetail', url: '//evil.example.com' },
      { type: 'height', px: '430' },
      { type: 'height', px: 0 },
      { type: 'height', px: 430.5 },
      { type: 'maintenance' },
      { type: 'toast', kind: 'warning', message: 'x' },
      { type: 'toast', kind: 'info', message: '' },
      { type: 'toast', kind: 'info', message: 'x'.repeat(501) },
      { type: 'typing' },
      { type: 'typing', on: 'yes' },
      init,
    ];
    for (const m of bad) expect(parseFrameToHost(m), JSON.stringify(m)).toBeNull();
  });
});

describe('host -> frame messages', () => {
  it('accepts init (with or without a target), theme, language and the relayed live events', () => {
    expect(parseHostToFrame(init)).toEqual(init);
    const target = { ...init, target: { gameType: 7, channelCode: 'DB' } };
    expect(parseHostToFrame(target)).toEqual(target);
    expect(parseHostToFrame({ type: 'theme', theme: 'light' })).toEqual({ type: 'theme', theme: 'light' });
    expect(parseHostToFrame({ type: 'language', language: 'TH' })).toEqual({ type: 'language', language: 'TH' });
    expect(parseHostToFrame({ type: 'live', event: 'balance' })).toEqual({ type: 'live', event: 'balance' });
    expect(parseHostToFrame({ type: 'live', event: 'unread' })).toEqual({ type: 'live', event: 'unread' });
    expect(parseHostToFrame({ type: 'live', event: 'account' })).toEqual({ type: 'live', event: 'account' });
    expect(parseHostToFrame({ type: 'live', event: 'logout' })).toBeNull();
  });

  it('accepts the visible part of the frame in whole pixels within the tallest frame (issue 34)', () => {
    expect(parseHostToFrame({ type: 'viewport', top: 612, height: 844 })).toEqual({ type: 'viewport', top: 612, height: 844 });
    expect(parseHostToFrame({ type: 'viewport', top: 0, height: 0 })).toEqual({ type: 'viewport', top: 0, height: 0 });
    for (const bad of [{ top: -1, height: 10 }, { top: 1.5, height: 10 }, { top: 0, height: 4001 }, { top: 0 }, { top: '0', height: 10 }]) {
      expect(parseHostToFrame({ type: 'viewport', ...bad }), JSON.stringify(bad)).toBeNull();
    }
  });

  it('rejects bad shapes with null', () => {
    const bad: unknown[] = [
      null,
      'init',
      { type: 'init' },
      { ...init, token: '' },
      { ...init, language: 'zh-TW' },
      { ...init, theme: 'device' },
      { ...init, brand: 'ruby' },
      { ...init, currency: 'ntd' },
      { ...init, deviceId: undefined },
      { ...init, target: { gameType: 0, channelCode: 'KT' } },
      { type: 'theme', theme: 'blue' },
      { type: 'language' },
      { type: 'ready' },
    ];
    for (const m of bad) expect(parseHostToFrame(m), JSON.stringify(m)).toBeNull();
  });
});

describe('frame heights', () => {
  it('430 standard, 400 for a DB channel, 370 compact', () => {
    expect(FRAME_HEIGHTS).toEqual([430, 400, 370]);
    expect(FRAME_HEIGHT).toEqual({ standard: 430, db: 400, compact: 370 });
    expect(frameHeightFor({ channelCode: 'KT' })).toBe(430);
    expect(frameHeightFor({ channelCode: 'DB' })).toBe(400);
    expect(frameHeightFor(null)).toBe(370);
    expect(frameHeightFor({ channelCode: null })).toBe(370);
  });

  it('routes are the named routes of SPEC 2', () => {
    expect(FRAME_ROUTES).toContain('FinanceEntry');
    expect(FRAME_ROUTES).toHaveLength(21);
  });
});

describe('cashier pages in the frame address', () => {
  it('builds /cashier/?page=... with the checked, non-empty query only', () => {
    expect(cashierPageSrc('transfer')).toBe('/cashier/?page=transfer');
    expect(cashierPageSrc('recharge', { type: 'usdt', openBindPage: 'address' })).toBe('/cashier/?page=recharge&type=usdt&openBindPage=address');
    expect(cashierPageSrc('passbook', { tab: 'fund', from: '2026-11-01', to: '2026-11-24' })).toBe('/cashier/?page=passbook&tab=fund&from=2026-11-01&to=2026-11-24');
  });

  it('reads every page back with its query; an unknown page is null and a bad query is dropped', () => {
    for (const page of CASHIER_PAGES) expect(parseCashierLocation(cashierPageSrc(page).split('?')[1]!)?.page).toBe(page);
    expect(parseCashierLocation('?page=withdraw&type=usdt&token=x')).toEqual({ page: 'withdraw', query: { type: 'usdt' } });
    expect(parseCashierLocation('?page=passbook&from=24-11-2026')).toEqual({ page: 'passbook', query: {} });
    expect(parseCashierLocation('?page=admin')).toBeNull();
    expect(parseCashierLocation('')).toBeNull();
  });

  it('init may carry the host os-type', () => {
    expect(parseHostToFrame({ ...init, osType: 'h5' })).toMatchObject({ osType: 'h5' });
    expect(parseHostToFrame({ ...init, osType: 'ios' })).toBeNull();
  });
});
