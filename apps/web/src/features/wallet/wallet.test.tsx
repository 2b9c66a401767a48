import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSessionStore } from '../../shared/stores/session';
import { installApi } from '../../test/api-mock';
import { expectPage } from '../../test/pages';
import { renderWithProviders, resetApp } from '../../test/render';
import { walletPages } from './routes';

describe('wallet pages', () => {
  beforeEach(async () => {
    await resetApp();
    installApi();
  });

  it.each([
    ['/finance/recharge', '儲值'],
    ['/finance/withdraw', '託售'],
    ['/finance/other', '財務中心'],
  ])('%s is titled %s', async (path, heading) => {
    await expectPage(walletPages.entry, { path, pattern: '/finance/:page', heading });
  });

  it('passbook and the frame-only page have their headings', async () => {
    await expectPage(walletPages.passbook, { path: '/finance/passbook', heading: '交易明細' });
    await expectPage(walletPages.newPage, { path: '/finance/newPage?type=1', heading: '財務中心' });
  });

  it('the transfer page embeds the cashier frame when logged in (no token in its address)', async () => {
    useSessionStore.setState({ token: 'token-1' });
    const { default: Page } = await walletPages.entry();
    renderWithProviders(
      <Routes>
        <Route path="/finance/:page" element={<Page />} />
      </Routes>,
      { path: '/finance/transfer' },
    );
    expect(await screen.findByRole('heading', { level: 1, name: '轉帳' })).toBeInTheDocument();
    const frame = screen.getByTitle('轉帳至遊戲錢包');
    expect(frame).toHaveAttribute('src', '/cashier/?page=transfer');
    expect(frame).toHaveStyle({ height: '370px' });
  });
});
