import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { installApi } from '../../test/api-mock';
import { renderWithProviders, resetApp } from '../../test/render';
import { loadNamespaces } from '../../shared/i18n';
import { Footer } from './Footer';
import contentEn from '../../features/content/locales/en/content.json';
import contentTh from '../../features/content/locales/th/content.json';
import contentZh from '../../features/content/locales/zh-TW/content.json';
import shellEn from '../../shared/locales/en/shell.json';
import shellTh from '../../shared/locales/th/shell.json';
import shellZh from '../../shared/locales/zh-TW/shell.json';

async function renderFooter(brand: 'jade' | 'pearl' | 'amber') {
  await resetApp({ brand });
  await loadNamespaces('shell');
  installApi();
  renderWithProviders(<Footer />);
  const menu = await screen.findByRole('navigation', { name: '網站資訊' });
  return within(menu)
    .getAllByRole('link')
    .map((a) => a.textContent);
}

describe('footer', () => {
  it('jade and pearl: AboutUs, Agency, HelpCenter, Terms, Responsibility', async () => {
    expect(await renderFooter('jade')).toEqual(['關於我們', '代理加盟', '幫助中心', '條款與規則', '責任博彩']);
    expect(screen.getByText('© 2018-2025 翡翠娛樂城 版權所有')).toBeInTheDocument();
  });

  it('amber: AboutUs and HelpCenter only', async () => {
    expect(await renderFooter('amber')).toEqual(['關於我們', '幫助中心']);
    expect(screen.getByText('© 2018-2025 琥珀娛樂城 版權所有')).toBeInTheDocument();
  });

  it('links the official media in a new window with noopener, and more official media', async () => {
    await renderFooter('pearl');
    const facebook = await screen.findByRole('link', { name: 'Facebook' });
    expect(facebook).toHaveAttribute('href', 'https://www.facebook.com/example');
    expect(facebook).toHaveAttribute('target', '_blank');
    expect(facebook.getAttribute('rel')).toContain('noopener');
    expect(screen.getByRole('link', { name: /更多官方媒體/ })).toHaveAttribute('href', '/stationary/media-cabinet');
    expect(screen.getByLabelText('目前時間')).toBeInTheDocument();
  });

  // Issue 18: no page is reached only by typing its address.
  it.each(['jade', 'pearl', 'amber'] as const)('%s links the sponsors, the game rules and the app download', async (brand) => {
    await renderFooter(brand);
    const more = screen.getByRole('navigation', { name: '更多資訊' });
    expect(within(more).getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['贊助夥伴', '/stationary/sponsor'],
      ['遊戲規則', '/stationary/game-rule/sport'],
      ['APP 下載', '/stationary/app-download'],
    ]);
  });

  it('names each page by its own title in zh-TW, en and th', () => {
    for (const [shell, content] of [
      [shellZh, contentZh],
      [shellEn, contentEn],
      [shellTh, contentTh],
    ] as const) {
      expect([shell.footer.sponsor, shell.footer.gameRule, shell.footer.appDownload]).toEqual([content.sponsor.title, content.gameRule.title, content.app.title]);
    }
  });
});
