import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { logIn } from '../../../test/session.fixtures';
import { useSessionStore } from '../../../shared/stores/session';
import { walletKeys } from '../api/keys';
import { CashierFrame } from './CashierFrame';

/** Issue 34: the frame is told which part of it is on screen, so its dialogs open there. */

const BALANCES = { currencies: [{ currency: 'NTD', currencyName: '新台幣', balance: '0.00', icon: '', enabled: true, isCurrent: true }], gameWallets: [] };

beforeEach(() => logIn());
afterEach(() => {
  useSessionStore.setState({ token: null });
  vi.restoreAllMocks();
});

describe('CashierFrame and the visible part', () => {
  it('after init, tells the frame its part on screen on our origin, and again when the page scrolls', async () => {
    const ui = renderWithProviders(<CashierFrame page="recharge" title="儲值" />);
    ui.client.setQueryData(walletKeys.balance(), BALANCES);
    const frame = screen.getByTitle('儲值') as HTMLIFrameElement;
    const child = frame.contentWindow as Window;
    const post = vi.spyOn(child, 'postMessage').mockImplementation(() => undefined);
    const rect = { top: 200, bottom: 2200 };
    vi.spyOn(frame, 'getBoundingClientRect').mockImplementation(() => ({ ...rect, left: 0, right: 390, width: 390, height: 2000, x: 0, y: rect.top }) as DOMRect);
    const viewports = () => post.mock.calls.filter(([m]) => (m as { type?: string }).type === 'viewport');

    await act(async () => {
      window.dispatchEvent(new MessageEvent('message', { data: { type: 'ready' }, origin: window.location.origin, source: child }));
    });
    await waitFor(() => expect(viewports()).toHaveLength(1));
    const types = post.mock.calls.map(([m]) => (m as { type: string }).type);
    expect(types.indexOf('init')).toBeLessThan(types.indexOf('viewport'));
    expect(viewports()[0]).toEqual([{ type: 'viewport', top: 0, height: window.innerHeight - 200 }, window.location.origin]);

    // The player scrolls 1,000 px down: the frame's pixels from 800 on are seen.
    Object.assign(rect, { top: -800, bottom: 1200 });
    await act(async () => {
      window.dispatchEvent(new Event('scroll'));
      await new Promise((resolve) => requestAnimationFrame(resolve));
    });
    expect(viewports().at(-1)).toEqual([{ type: 'viewport', top: 800, height: window.innerHeight }, window.location.origin]);
  });
});
