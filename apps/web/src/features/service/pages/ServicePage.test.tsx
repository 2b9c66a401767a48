import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { fail, installApi, ok } from '../../../test/api-mock';
import { renderWithProviders, resetApp } from '../../../test/render';
import { loadNamespaces } from '../../../shared/i18n';
import { useSettingsStore } from '../../../shared/stores/settings';
import ServicePage from './ServicePage';

describe('/service', () => {
  beforeEach(async () => {
    await resetApp();
    await loadNamespaces(['service', 'shell']);
  });

  it('shows the online-chat card and the configured cards, each with a go button opening its link with noopener', async () => {
    installApi();
    renderWithProviders(<ServicePage />);
    expect(screen.getByRole('heading', { level: 1, name: '客服中心' })).toBeInTheDocument();
    const chat = await screen.findByRole('link', { name: '前往 線上客服' });
    expect(chat).toHaveAttribute('href', 'https://cs.example.com/chat');
    const line = await screen.findByRole('link', { name: '前往 LINE 官方客服' });
    expect(line).toHaveAttribute('href', 'https://line.me/R/ti/p/@example');
    for (const link of [chat, line]) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link.getAttribute('rel')).toContain('noopener');
    }
    expect(screen.getByRole('link', { name: '前往 WhatsApp 客服' })).toBeInTheDocument();
    const list = screen.getAllByRole('listitem');
    expect(within(list[1]!).getByText('@example')).toBeInTheDocument();
  });

  it('names the known channels in the chosen language and keeps the server name of any other', async () => {
    installApi({
      'GET /api/v1/config/dynamic-data': () =>
        ok([
          {
            key: 'customerService',
            value: JSON.stringify({
              data: [
                { key: 'line', title: 'LINE 官方客服', id: '@example', link: 'https://line.me/R/ti/p/@example', excludeCode: [] },
                { key: 'skype', title: 'Skype 專線', id: 'site.help', link: 'https://join.skype.com/x', excludeCode: [] },
              ],
              backupService: 'https://direct.lc.chat/1/2',
            }),
          },
        ]),
    });
    useSettingsStore.getState().setLanguage('th');
    await loadNamespaces(['service', 'shell']);
    renderWithProviders(<ServicePage />);
    expect(await screen.findByText('LINE ฝ่ายบริการลูกค้า')).toBeInTheDocument();
    expect(screen.getByText('Skype 專線')).toBeInTheDocument();
  });

  it("hides cards whose excludeCode lists this site's proxy", async () => {
    installApi({ 'GET /api/v1/proxy/parseDomain': () => ok({ proxyCode: 'AG1001', proxyAccount: 'lucky88' }) });
    renderWithProviders(<ServicePage />);
    await screen.findByRole('link', { name: '前往 LINE 官方客服' });
    expect(screen.queryByRole('link', { name: '前往 WhatsApp 客服' })).not.toBeInTheDocument();
  });

  it('falls back to the backup service when the chat link cannot be read', async () => {
    installApi({ 'GET /api/v1/customer/link': () => fail(400, '012003') });
    renderWithProviders(<ServicePage />);
    expect(await screen.findByRole('link', { name: '前往 線上客服' })).toHaveAttribute('href', 'https://direct.lc.chat/1/2');
  });
});
