import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { installApi } from '../../test/api-mock';
import { expectPage } from '../../test/pages';
import { resetApp } from '../../test/render';
import { contentPages } from '../../test/pageLoaders';

describe('stationary pages', () => {
  beforeEach(async () => {
    await resetApp();
    installApi();
  });

  it('agency lists the five tiers and sends applicants to customer service', async () => {
    await expectPage(contentPages.agency, { path: '/stationary/agency', heading: '代理加盟' });
    const tiers = screen.getByRole('heading', { name: '代理等級' }).parentElement as HTMLElement;
    expect(within(tiers).getAllByRole('listitem')).toHaveLength(5);
    expect(screen.getByText('每月至少 3 位有效會員')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '聯繫線上客服' })).toHaveAttribute('href', '/service');
  });

  it('game rules show the qualifying odds for sports', async () => {
    await expectPage(contentPages.gameRule, { path: '/stationary/game-rule/sport', heading: '遊戲規則' });
    expect(screen.getByText(/歐洲盤 1.5/)).toBeInTheDocument();
  });

  it('help centre shows a topic and lists every topic', async () => {
    await expectPage(contentPages.helpCenter, { path: '/stationary/help-center/deposit', pattern: '/stationary/help-center/:path?', heading: '幫助中心' });
    expect(screen.getByText(/USDT（僅限 TRC-20）/)).toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: '幫助主題' })).getAllByRole('link')).toHaveLength(6);
  });

  it('media cabinet lists each official channel with its QR code and a noopener link', async () => {
    await expectPage(contentPages.mediaCabinet, { path: '/stationary/media-cabinet', heading: '官方媒體' });
    expect(await screen.findByRole('img', { name: 'LINE QR Code' })).toBeInTheDocument();
    const link = screen.getByRole('link', { name: '前往 Facebook' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
  });

  it('app download shows the latest versions and the install guides', async () => {
    await expectPage(contentPages.appDownload, { path: '/stationary/app-download', heading: 'APP 下載' });
    expect(await screen.findByRole('link', { name: '下載 Android 版' })).toHaveAttribute('href', 'https://download.example.com/app.apk');
    expect(screen.getByRole('heading', { name: '電腦桌面捷徑' })).toBeInTheDocument();
  });

  it('sponsor page shows its frame', async () => {
    await expectPage(contentPages.sponsor, { path: '/stationary/sponsor', heading: '贊助夥伴' });
  });
});
