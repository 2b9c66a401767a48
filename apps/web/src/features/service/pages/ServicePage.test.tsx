import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { fail, installApi, ok } from '../../../test/api-mock';
import { renderWithProviders, resetApp } from '../../../test/render';
import { loadNamespaces } from '../../../shared/i18n';
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
