import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { installApi, ok } from '../../../test/api-mock';
import { renderWithProviders, resetApp } from '../../../test/render';
import { loadNamespaces } from '../../../shared/i18n';
import MaintainInfoPage from './MaintainInfoPage';

describe('/maintain', () => {
  beforeEach(async () => {
    await resetApp();
    await loadNamespaces(['situation', 'shell']);
  });

  it('reads GET /maintain as JSON and shows the window while maintenance is on', async () => {
    const { requests } = installApi({
      'GET /maintain': () => ok({ maintaining: true, startTime: '2025-06-01T00:00:00Z', endTime: '2025-06-01T02:00:00Z' }),
    });
    renderWithProviders(<MaintainInfoPage />);
    expect(await screen.findByText('系統目前正在維護，維護完成後即可正常使用。')).toBeInTheDocument();
    expect(screen.getByText('預計維護時間')).toBeInTheDocument();
    expect(requests[0]!.url.pathname).toBe('/maintain');
    expect(requests[0]!.headers.accept).toBe('application/json');
  });

  it("shows the operator's message in the player's language while the site is closed", async () => {
    installApi({
      'GET /maintain': () => ok({ maintaining: true, startTime: '2025-06-01T00:00:00Z', endTime: '2025-06-01T02:00:00Z', message: { TW: '系統升級，請稍後再來', EN: 'Upgrading: back soon', TH: 'กำลังอัปเกรด' } }),
    });
    renderWithProviders(<MaintainInfoPage />);
    expect(await screen.findByText('系統升級，請稍後再來')).toBeInTheDocument();
    expect(screen.getByText('預計維護時間')).toBeInTheDocument();
    expect(screen.queryByText('Upgrading: back soon')).not.toBeInTheDocument();
  });

  it('says all is well when maintenance is off', async () => {
    installApi();
    renderWithProviders(<MaintainInfoPage />);
    expect(await screen.findByText('系統目前運作正常，歡迎回到遊戲。')).toBeInTheDocument();
    expect(screen.queryByText('預計維護時間')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: '返回首頁' })).toHaveAttribute('href', '/');
  });
});
