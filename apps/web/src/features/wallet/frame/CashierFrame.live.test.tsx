import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { logIn } from '../../../test/session.fixtures';
import { useSessionStore } from '../../../shared/stores/session';
import { walletKeys } from '../api/keys';
import { CashierFrame } from './CashierFrame';

/** Issue 19: a recycle in the header (or any live balance) reaches the open cashier frame. */

const balances = (main: string) => ({
  currencies: [{ currency: 'NTD', currencyName: '新台幣', balance: main, icon: '', enabled: true, isCurrent: true }],
  gameWallets: [],
});

beforeEach(() => logIn());
afterEach(() => useSessionStore.setState({ token: null }));

describe('CashierFrame and live updates', () => {
  it('after the handshake, tells the frame when the host balance changes', async () => {
    const ui = renderWithProviders(<CashierFrame page="withdraw" title="託售" />);
    ui.client.setQueryData(walletKeys.balance(), balances('0.00'));
    const frame = screen.getByTitle('託售') as HTMLIFrameElement;
    const child = frame.contentWindow as Window;
    const post = vi.spyOn(child, 'postMessage').mockImplementation(() => undefined);
    await act(async () => {
      window.dispatchEvent(new MessageEvent('message', { data: { type: 'ready' }, origin: window.location.origin, source: child }));
    });
    await waitFor(() => expect(frame).toHaveAttribute('data-ready'));
    expect(post.mock.calls[0]?.[0]).toMatchObject({ type: 'init', currency: 'NTD' });
    act(() => ui.client.setQueryData(walletKeys.balance(), balances('3200.00')));
    expect(post).toHaveBeenLastCalledWith({ type: 'live', event: 'balance' }, window.location.origin);
  });
});
