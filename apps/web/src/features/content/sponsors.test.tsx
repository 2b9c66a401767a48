import { act, fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { fail, installApi, ok, type MockRequest } from '../../test/api-mock';
import { expectPage } from '../../test/pages';
import { resetApp } from '../../test/render';
import { useSettingsStore } from '../../shared/stores/settings';
import { startPwa } from '../../shared/pwa';
import { contentPages } from '../../test/pageLoaders';

const PATTERN = '/stationary/sponsor/:id?';
const KINDS = ['足球俱樂部', '聯賽', '射箭隊', '電競聯賽'];
const sponsors = Array.from({ length: 10 }, (_, i) => ({
  id: i + 1,
  title: `贊助夥伴${i + 1}號${KINDS[i % 4]}`,
  subtitle: `副標題 ${i + 1}`,
  partnerSubtitle: `官方合作夥伴 ${i + 1}`,
  imageName: `sponsor-${i + 1}`,
  image: `/assets/sponsors/sponsor-${i + 1}.svg`,
  detail: [`第 ${i + 1} 號的第一段介紹。`, `第 ${i + 1} 號的第二段介紹。`],
}));

const sponsorRoutes = {
  'GET /api/v1/content/sponsor/list': () => ok(sponsors),
  ...Object.fromEntries(sponsors.map((s) => [`GET /api/v1/content/sponsor/${s.id}`, () => ok(s)])),
  'GET /api/v1/content/sponsor/99': () => fail(404, '071001', 'This sponsor could not be found'),
};

describe('sponsors page', () => {
  beforeEach(async () => {
    await resetApp();
  });

  it('lists the ten sponsors, each a link to its detail, with its subtitles and picture', async () => {
    installApi(sponsorRoutes);
    await expectPage(contentPages.sponsor, { path: '/stationary/sponsor', pattern: PATTERN, heading: '贊助夥伴' });
    const list = await screen.findByRole('list', { name: '贊助夥伴列表' });
    const links = within(list).getAllByRole('link');
    expect(links).toHaveLength(10);
    expect(links[6]).toHaveAccessibleName('贊助夥伴7號射箭隊');
    expect(links[6]).toHaveAttribute('href', '/stationary/sponsor/7');
    expect(within(list).getByText('官方合作夥伴 3')).toBeInTheDocument();
    expect(list.querySelectorAll('img[src^="/assets/sponsors/"]')).toHaveLength(10);
  });

  it('opens a sponsor from the list: heading, picture, paragraphs and a way back', async () => {
    installApi(sponsorRoutes);
    await expectPage(contentPages.sponsor, { path: '/stationary/sponsor', pattern: PATTERN, heading: '贊助夥伴' });
    fireEvent.click(await screen.findByRole('link', { name: '贊助夥伴8號電競聯賽' }));
    expect(await screen.findByRole('heading', { level: 1, name: '贊助夥伴8號電競聯賽' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '贊助夥伴8號電競聯賽 的形象圖' })).toHaveAttribute('src', '/assets/sponsors/sponsor-8.svg');
    expect(screen.getByText('第 8 號的第二段介紹。')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('link', { name: '返回贊助夥伴' }));
    expect(await screen.findByRole('list', { name: '贊助夥伴列表' })).toBeInTheDocument();
  });

  it('asks the server in the chosen language', async () => {
    useSettingsStore.setState({ language: 'en' });
    const { requests } = installApi(sponsorRoutes);
    await expectPage(contentPages.sponsor, { path: '/stationary/sponsor/2', pattern: PATTERN, heading: '贊助夥伴2號聯賽' });
    const call = requests.find((r: MockRequest) => r.url.pathname === '/api/v1/content/sponsor/2');
    expect(call?.url.searchParams.get('language')).toBe('EN');
  });

  it('says when a sponsor does not exist, with a link back to the list', async () => {
    installApi(sponsorRoutes);
    await expectPage(contentPages.sponsor, { path: '/stationary/sponsor/99', pattern: PATTERN, heading: '找不到此贊助夥伴' });
    expect(screen.getByRole('link', { name: '返回贊助夥伴' })).toHaveAttribute('href', '/stationary/sponsor');
  });

  it('shows a translated error with a retry when the list cannot load, and recovers', async () => {
    let down = true;
    installApi({ ...sponsorRoutes, 'GET /api/v1/content/sponsor/list': () => (down ? fail(500, '000500', 'busy') : ok(sponsors)) });
    await expectPage(contentPages.sponsor, { path: '/stationary/sponsor', pattern: PATTERN, heading: '贊助夥伴' });
    expect(await screen.findByRole('alert')).toHaveTextContent('贊助夥伴資料載入失敗，請稍後再試。');
    down = false;
    fireEvent.click(screen.getByRole('button', { name: '重試' }));
    expect(within(await screen.findByRole('list', { name: '贊助夥伴列表' })).getAllByRole('link')).toHaveLength(10);
  });
});

describe('app download: install button', () => {
  beforeEach(async () => {
    await resetApp();
    installApi();
  });

  it('appears only when the browser offers installation, and opens its prompt', async () => {
    startPwa();
    await expectPage(contentPages.appDownload, { path: '/stationary/app-download', heading: 'APP 下載' });
    expect(screen.queryByRole('button', { name: '安裝 APP' })).not.toBeInTheDocument();
    let prompted = 0;
    const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: () => {
        prompted += 1;
        return Promise.resolve();
      },
      userChoice: Promise.resolve({ outcome: 'accepted' as const }),
    });
    act(() => {
      window.dispatchEvent(offer);
    });
    expect(offer.defaultPrevented).toBe(true);
    fireEvent.click(await screen.findByRole('button', { name: '安裝 APP' }));
    expect(await screen.findByRole('status')).toHaveTextContent('已開始安裝，請在主畫面找到我們的圖示。');
    expect(prompted).toBe(1);
    expect(screen.queryByRole('button', { name: '安裝 APP' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: '下載 Android 版' })).toBeInTheDocument();
  });
});
