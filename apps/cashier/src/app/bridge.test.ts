import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createBridge } from './bridge';

let host: HTMLIFrameElement;
let stranger: HTMLIFrameElement;

beforeEach(() => {
  host = document.createElement('iframe');
  stranger = document.createElement('iframe');
  document.body.append(host, stranger);
});
afterEach(() => {
  host.remove();
  stranger.remove();
});

const INIT = { type: 'init', token: 't0k3n', language: 'EN', currency: 'NTD', theme: 'dark', deviceId: 'abcdefghij0123456789', brand: 'jade' };

function dispatch(data: unknown, origin: string, source: Window | null) {
  window.dispatchEvent(new MessageEvent('message', { data, origin, source }));
}

describe('cashier bridge (DESIGN 5, 9)', () => {
  it('posts to the parent on the expected origin, never *', () => {
    const parent = host.contentWindow as Window;
    const post = vi.spyOn(parent, 'postMessage').mockImplementation(() => undefined);
    const bridge = createBridge({ parent, origin: 'https://site.example' });
    bridge.post({ type: 'ready' });
    expect(post).toHaveBeenCalledWith({ type: 'ready' }, 'https://site.example');
  });

  it('defaults the host origin to its own (same-origin deployment)', () => {
    const parent = host.contentWindow as Window;
    const post = vi.spyOn(parent, 'postMessage').mockImplementation(() => undefined);
    createBridge({ parent }).post({ type: 'ready' });
    expect(post).toHaveBeenCalledWith({ type: 'ready' }, window.location.origin);
  });

  it('takes a host message only from the parent on the exact origin', () => {
    const parent = host.contentWindow as Window;
    const bridge = createBridge({ parent, origin: window.location.origin });
    const handler = vi.fn();
    const stop = bridge.listen(handler);
    dispatch(INIT, 'https://evil.example', parent);
    dispatch(INIT, `${window.location.origin}.evil.example`, parent);
    dispatch(INIT, window.location.origin, stranger.contentWindow);
    dispatch(INIT, window.location.origin, window);
    dispatch({ ...INIT, token: '' }, window.location.origin, parent);
    dispatch({ type: 'nonsense' }, window.location.origin, parent);
    expect(handler).not.toHaveBeenCalled();
    dispatch(INIT, window.location.origin, parent);
    expect(handler).toHaveBeenCalledWith(INIT);
    stop();
    dispatch(INIT, window.location.origin, parent);
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it('is not framed when opened on its own: it posts nothing', () => {
    const post = vi.spyOn(window, 'postMessage');
    const bridge = createBridge({ parent: window, self: window });
    expect(bridge.framed).toBe(false);
    bridge.post({ type: 'ready' });
    expect(post).not.toHaveBeenCalled();
  });
});
