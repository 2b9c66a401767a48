import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFrameHost, namedRoutePath, postToFrame, type FrameHostActions } from './frame-host';

function mockActions(): FrameHostActions & Record<string, ReturnType<typeof vi.fn>> {
  return {
    ready: vi.fn(),
    navigate: vi.fn(),
    tokenInvalid: vi.fn(),
    goGame: vi.fn(),
    recharge: vi.fn(),
    withdraw: vi.fn(),
    setMoneyVisible: vi.fn(),
    setHeight: vi.fn(),
    toast: vi.fn(),
    reloadAutoTransfer: vi.fn(),
    bindPhone: vi.fn(),
    setTyping: vi.fn(),
  };
}

let iframe: HTMLIFrameElement;
let other: HTMLIFrameElement;
let actions: ReturnType<typeof mockActions>;
let listener: (event: MessageEvent) => void;

function send(data: unknown, { origin = window.location.origin, source = iframe.contentWindow as Window | null } = {}) {
  listener(new MessageEvent('message', { data, origin, source }));
}

beforeEach(() => {
  iframe = document.createElement('iframe');
  other = document.createElement('iframe');
  document.body.append(iframe, other);
  actions = mockActions();
  listener = createFrameHost({ frame: () => iframe.contentWindow }, actions);
});
afterEach(() => {
  iframe.remove();
  other.remove();
});

const called = () => Object.entries(actions).filter(([, fn]) => fn.mock.calls.length > 0).map(([name]) => name);

describe('frame host: every message of SPEC 4', () => {
  it('ready asks for init', () => {
    send({ type: 'ready' });
    expect(actions.ready).toHaveBeenCalledOnce();
  });

  it.each([
    [{ type: 'navigate', to: 'home' }, '/'],
    [{ type: 'navigate', to: 'Lobby', params: { gameType: '6', channelCode: 'KT' } }, '/game/lobby/6/KT'],
    [{ type: 'navigate', to: 'FinanceEntry', params: { page: 'recharge' }, query: { type: '2' } }, '/finance/recharge?type=2'],
    [{ type: 'navigate', to: 'BetRecord' }, '/mine/betRecord'],
    [{ type: 'navigate', to: 'ServerMaintain' }, '/situation/503'],
    [{ type: 'navigate', to: 'Passbook', query: { type: 'deposit' } }, '/finance/passbook?type=deposit'],
    // The cashier's bind-card page sends a player without ID verification to the account screen's ID dialog.
    [{ type: 'navigate', to: 'Account', query: { openDialog: 'popupIdCard' } }, '/mine/account?openDialog=popupIdCard'],
  ])('navigation %o goes to %s', (message, path) => {
    send(message);
    expect(actions.navigate).toHaveBeenCalledWith(path);
  });

  it('navigation to a route missing its required parameter is dropped', () => {
    send({ type: 'navigate', to: 'Game' });
    expect(actions.navigate).not.toHaveBeenCalled();
  });

  it('token invalid logs out (login popup)', () => {
    send({ type: 'tokenInvalid' });
    expect(actions.tokenInvalid).toHaveBeenCalledOnce();
  });

  it('go to game launches the target', () => {
    send({ type: 'goGame', gameType: 5, channelCode: 'DB' });
    expect(actions.goGame).toHaveBeenCalledWith({ gameType: 5, channelCode: 'DB', subGameCode: undefined });
    send({ type: 'goGame', gameType: 6, channelCode: 'KT', subGameCode: 'KT-0001' });
    expect(actions.goGame).toHaveBeenLastCalledWith({ gameType: 6, channelCode: 'KT', subGameCode: 'KT-0001' });
  });

  it('recharge and withdraw open their finance pages', () => {
    send({ type: 'recharge' });
    send({ type: 'withdraw' });
    expect(actions.recharge).toHaveBeenCalledOnce();
    expect(actions.withdraw).toHaveBeenCalledOnce();
  });

  it('passbook opens with its filter', () => {
    send({ type: 'passbook', filter: { type: 'deposit', status: 'success' } });
    expect(actions.navigate).toHaveBeenCalledWith('/finance/passbook?type=deposit&status=success');
  });

  it('money display toggles the eye', () => {
    send({ type: 'toggleMoney', visible: false });
    expect(actions.setMoneyVisible).toHaveBeenCalledWith(false);
  });

  it('activity detail opens the activity entry with the url', () => {
    send({ type: 'activityDetail', url: '/activity/theme/spring?id=3' });
    expect(actions.navigate).toHaveBeenCalledWith(`/activity/entry?${new URLSearchParams({ url: '/activity/theme/spring?id=3' })}`);
  });

  it('an activity link that is not a path or http(s) URL is dropped', () => {
    send({ type: 'activityDetail', url: 'javascript:alert(1)' });
    expect(called()).toEqual([]);
  });

  it('height resizes the frame', () => {
    send({ type: 'height', px: 400 });
    expect(actions.setHeight).toHaveBeenCalledWith(400);
  });

  it('maintenance on goes to the 503 screen, off goes home', () => {
    send({ type: 'maintenance', on: true });
    send({ type: 'maintenance', on: false });
    expect(vi.mocked(actions.navigate).mock.calls).toEqual([['/situation/503'], ['/']]);
  });

  it('toasts are shown with their kind', () => {
    send({ type: 'toast', kind: 'success', message: '轉帳成功' });
    expect(actions.toast).toHaveBeenCalledWith('success', '轉帳成功');
  });

  it('auto-transfer reload asks for the setting again', () => {
    send({ type: 'reloadAutoTransfer' });
    expect(actions.reloadAutoTransfer).toHaveBeenCalledOnce();
  });

  it('bind phone opens the mobile-binding popup over the page (issue 34)', () => {
    send({ type: 'bindPhone' });
    expect(called()).toEqual(['bindPhone']);
  });

  it('typing says a field in the frame gained or lost focus (issue 34)', () => {
    send({ type: 'typing', on: true });
    send({ type: 'typing', on: false });
    expect(vi.mocked(actions.setTyping).mock.calls).toEqual([[true], [false]]);
  });
});

describe('frame host: what is dropped', () => {
  it.each([
    ['another origin', { origin: 'https://evil.example' }],
    ['an origin that only starts like ours', { origin: `${window.location.origin}.evil.example` }],
    ['an origin without the port', { origin: window.location.origin.replace(/:\d+$/, '') === window.location.origin ? 'http://localhost:1' : window.location.origin.replace(/:\d+$/, '') }],
    ['the null origin', { origin: 'null' }],
  ])('a message from %s', (_, { origin }) => {
    send({ type: 'tokenInvalid' }, { origin });
    send({ type: 'ready' }, { origin });
    expect(called()).toEqual([]);
  });

  it('a message from another window (even on our origin)', () => {
    send({ type: 'tokenInvalid' }, { source: other.contentWindow });
    send({ type: 'tokenInvalid' }, { source: window });
    send({ type: 'tokenInvalid' }, { source: null });
    expect(called()).toEqual([]);
  });

  it.each([null, 'ready', { type: 'unknown' }, { type: 'height', px: 'tall' }, { type: 'height', px: 99999 }, { type: 'toast', kind: 'error', message: '' }])(
    'a malformed message %o',
    (data) => {
      send(data);
      expect(called()).toEqual([]);
    },
  );

  it('everything while there is no frame', () => {
    listener = createFrameHost({ frame: () => null }, actions);
    send({ type: 'ready' }, { source: null });
    send({ type: 'ready' });
    expect(called()).toEqual([]);
  });
});

describe('posting to the frame', () => {
  it('uses our origin as the target, never *', () => {
    const post = vi.spyOn(iframe.contentWindow as Window, 'postMessage').mockImplementation(() => undefined);
    postToFrame(iframe.contentWindow, { type: 'theme', theme: 'dark' });
    expect(post).toHaveBeenCalledWith({ type: 'theme', theme: 'dark' }, window.location.origin);
  });

  it('names routes with their parameters and keeps extra query entries', () => {
    expect(namedRoutePath('Account', {}, { openDialog: 'popupWithDrawPwdBind' })).toBe('/mine/account?openDialog=popupWithDrawPwdBind');
    expect(namedRoutePath('VIP', {}, { tab: 'coupons' })).toBe('/mine/vip?tab=coupons');
  });
});
