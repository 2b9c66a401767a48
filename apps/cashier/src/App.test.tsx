import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BALANCES, envelope, frameHarness, INIT, ORIGIN, refusal, resetFrame, type Call } from './test/frame';

let frame: ReturnType<typeof frameHarness>;

beforeEach(async () => {
  await resetFrame();
  frame = frameHarness();
});
afterEach(() => {
  frame.cleanup();
  vi.unstubAllGlobals();
});

describe('ready / init handshake', () => {
  it('says ready to the parent on the host origin and waits', () => {
    frame.start();
    expect(frame.post).toHaveBeenCalledWith({ type: 'ready' }, ORIGIN);
    expect(screen.getByRole('status')).toHaveTextContent('載入中');
    expect(frame.fetch).not.toHaveBeenCalled();
  });

  it('ignores an init from another origin or window', async () => {
    const { send } = frame.start();
    await send(INIT, 'https://evil.example');
    await send(INIT, ORIGIN, window);
    expect(frame.fetch).not.toHaveBeenCalled();
    expect(screen.getByRole('status')).toHaveTextContent('載入中');
  });

  it('after init calls the API with the token in a signed header (never in the URL), applies theme and brand', async () => {
    const { sendInit } = frame.start();
    await sendInit({ target: { gameType: 5, channelCode: 'DB' }, brand: 'amber', theme: 'dark', osType: 'h5' });
    await screen.findByRole('form', { name: '轉帳' });
    expect(document.documentElement).toHaveClass('dark');
    expect(document.documentElement.style.getPropertyValue('--brand-accent')).toBe('#f0a020');
    const balance = frame.calls.find((c) => c.path === '/api/v1/wallet/front/user/balance') as Call;
    expect(balance.headers).toMatchObject({ token: 'tok-1', 'platform-code': 'amber', 'device-id': 'abcdefghij0123456789', 'os-type': 'h5' });
    expect(balance.headers.sign).toMatch(/^[0-9a-f]{64}$/);
    expect(balance.search.get('currency')).toBe('NTD');
    expect(frame.fetch.mock.calls.every(([url]) => !String(url).includes('tok-1'))).toBe(true);
  });

  it.each([
    [undefined, 370],
    [{ gameType: 5, channelCode: 'DB' }, 400],
    [{ gameType: 6, channelCode: 'KT', subGameCode: 'KT-0001' }, 430],
  ])('posts at least the SPEC height for target %o: %i px', async (target, px) => {
    const { sendInit } = frame.start();
    await sendInit(target ? { target } : {});
    await screen.findByRole('form', { name: '轉帳' });
    expect(frame.post).toHaveBeenCalledWith({ type: 'height', px }, ORIGIN);
  });

  it('posts the height of its content when the content is taller (ResizeObserver)', async () => {
    const observed: ResizeObserverCallback[] = [];
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(callback: ResizeObserverCallback) {
          observed.push(callback);
        }
        observe(target: Element) {
          observed.at(-1)?.([{ target, borderBoxSize: [{ blockSize: 612.4, inlineSize: 400 }] } as unknown as ResizeObserverEntry], this as unknown as ResizeObserver);
        }
        disconnect() {}
      },
    );
    const { sendInit } = frame.start({ search: '?page=passbook&tab=fund' });
    await sendInit();
    await waitFor(() => expect(frame.post).toHaveBeenCalledWith({ type: 'height', px: 613 }, ORIGIN));
  });

  it('a 401 tells the host the token is invalid, once', async () => {
    frame.replies['GET /api/v1/wallet/front/user/balance'] = () => refusal(401, '001001');
    frame.replies['GET /api/v1/user/isAutoGameTransfer'] = () => refusal(401, '001001');
    const { sendInit } = frame.start();
    await sendInit();
    await waitFor(() => expect(frame.posted()).toContainEqual({ type: 'tokenInvalid' }));
    expect(frame.posted().filter((m) => m.type === 'tokenInvalid')).toHaveLength(1);
  });

  it('a 503 tells the host maintenance is on', async () => {
    frame.replies['GET /api/v1/user/isAutoGameTransfer'] = () => refusal(503, '000503');
    const { sendInit } = frame.start();
    await sendInit();
    await waitFor(() => expect(frame.posted()).toContainEqual({ type: 'maintenance', on: true }));
  });

  it('places its dialogs in the part of the frame the host says is on screen, from the host only (issue 34)', async () => {
    const { sendInit, send } = frame.start();
    await sendInit();
    await screen.findByRole('form', { name: '轉帳' });
    const middle = () => document.documentElement.style.getPropertyValue('--dialog-middle');
    await send({ type: 'viewport', top: 900, height: 600 }, 'https://evil.example');
    expect(middle()).toBe('');
    await send({ type: 'viewport', top: 900, height: 600 });
    expect(middle()).toBe('1200px');
    expect(document.documentElement.style.getPropertyValue('--confirm-top')).toBe('1080px');
    // Out of view: the dialogs' own place again.
    await send({ type: 'viewport', top: 0, height: 0 });
    expect(middle()).toBe('');
  });

  it('tells the host while a field has focus, so its floating buttons step aside (issue 34)', async () => {
    const { sendInit } = frame.start();
    await sendInit();
    const form = await screen.findByRole('form', { name: '轉帳' });
    const typing = () => frame.posted().filter((m) => m.type === 'typing');
    act(() => within(form).getAllByRole('textbox')[0]?.focus());
    expect(typing()).toEqual([{ type: 'typing', on: true }]);
    act(() => within(form).getAllByRole('button')[0]?.focus());
    expect(typing()).toEqual([
      { type: 'typing', on: true },
      { type: 'typing', on: false },
    ]);
  });

  it('follows language messages (English strings, the API asked in EN)', async () => {
    const { sendInit, send } = frame.start();
    await sendInit();
    await screen.findByRole('form', { name: '轉帳' });
    await send({ type: 'language', language: 'EN' });
    expect(await screen.findByRole('form', { name: 'Transfer' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en');
    await waitFor(() => expect(frame.calls.some((c) => c.path.endsWith('/balance') && c.search.get('language') === 'EN')).toBe(true));
  });
});

describe('pages by address', () => {
  it('an address naming no cashier page says so', async () => {
    const { sendInit } = frame.start({ search: '?page=admin' });
    await sendInit();
    expect(screen.getByRole('alert')).toHaveTextContent('找不到此頁面。');
  });

  it.each(['recharge', 'withdraw', 'wallet', 'bindCard', 'bindAddress', 'passbook'])('%s is a registered page (430 px at least)', async (page) => {
    const { sendInit } = frame.start({ search: `?page=${page}` });
    await sendInit();
    // The page's own screen loads (its calls start); the address is not refused as unknown.
    await waitFor(() => expect(frame.calls.some((c) => c.path.includes('/wallet/') || c.path.includes('/fund/'))).toBe(true));
    expect(screen.queryByText('找不到此頁面。')).not.toBeInTheDocument();
    expect(screen.queryByText(/此功能即將開放/)).not.toBeInTheDocument();
    expect(frame.post).toHaveBeenCalledWith({ type: 'height', px: 430 }, ORIGIN);
  });

  it('a new init starts from an empty cache (no balance of the previous token)', async () => {
    const { sendInit } = frame.start();
    await sendInit();
    await screen.findByRole('form', { name: '轉帳' });
    frame.replies['GET /api/v1/wallet/front/user/balance'] = () => envelope({ ...BALANCES, currencies: [{ ...BALANCES.currencies[0], balance: '7.00' }] });
    await sendInit({ token: 'tok-2' });
    expect(await screen.findByText('NTD 7.00')).toBeInTheDocument();
    expect(frame.calls.at(-1)?.headers.token).toBe('tok-2');
  });
});
