import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ShareableQr, type ShareableQrWords } from './ShareableQr';

const LINK = 'https://site.example/?tab=register&proxyCode=AG001';
const WORDS: ShareableQrWords = {
  qrLabel: '推廣連結 QR Code',
  loading: '載入中',
  download: '下載 QR Code',
  downloadFailed: '下載失敗',
  share: '分享連結',
  shareTitle: '推廣連結',
  copied: '已複製',
  copyFailed: '複製失敗',
};

/** Sets (or removes, with undefined) a navigator member for one test. */
function stubNavigator(name: 'share' | 'clipboard', value: unknown) {
  Object.defineProperty(navigator, name, { value, configurable: true, writable: true });
}

async function renderQr() {
  const user = userEvent.setup();
  render(<ShareableQr value={LINK} fileName="invite-AG001.png" words={WORDS} />);
  expect(await screen.findByRole('img', { name: '推廣連結 QR Code' })).toBeInTheDocument();
  return user;
}

describe('a link as a QR code with download and share (issue 34)', () => {
  afterEach(() => {
    stubNavigator('share', undefined);
    stubNavigator('clipboard', undefined);
    vi.restoreAllMocks();
  });

  it('shares the link through the device’s share sheet where there is one, copying nothing', async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    const writeText = vi.fn().mockResolvedValue(undefined);
    const user = await renderQr();
    stubNavigator('share', share);
    stubNavigator('clipboard', { writeText });
    await user.click(screen.getByRole('button', { name: '分享連結' }));
    expect(share).toHaveBeenCalledWith({ title: '推廣連結', url: LINK });
    expect(writeText).not.toHaveBeenCalled();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('a share sheet the player closes says nothing and copies nothing', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    const user = await renderQr();
    stubNavigator('share', vi.fn().mockRejectedValue(new DOMException('closed', 'AbortError')));
    stubNavigator('clipboard', { writeText });
    await user.click(screen.getByRole('button', { name: '分享連結' }));
    await waitFor(() => expect(navigator.share).toHaveBeenCalled());
    expect(writeText).not.toHaveBeenCalled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('without a share sheet (or when it is refused) copies the link and says so', async () => {
    const user = await renderQr();
    // After user-event's setup, which puts a clipboard of its own on the navigator.
    const writeText = vi.fn().mockResolvedValue(undefined);
    stubNavigator('clipboard', { writeText });
    await user.click(screen.getByRole('button', { name: '分享連結' }));
    expect(writeText).toHaveBeenCalledWith(LINK);
    expect(await screen.findByRole('status')).toHaveTextContent('已複製');
    expect(screen.getByRole('button', { name: '分享連結' })).toHaveAccessibleDescription('已複製');

    stubNavigator('share', vi.fn().mockRejectedValue(new DOMException('no', 'NotAllowedError')));
    await user.click(screen.getByRole('button', { name: '分享連結' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledTimes(2));
  });

  it('says 複製失敗 when the link can be neither shared nor copied', async () => {
    const user = await renderQr();
    stubNavigator('clipboard', { writeText: vi.fn().mockRejectedValue(new Error('denied')) });
    await user.click(screen.getByRole('button', { name: '分享連結' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('複製失敗');
  });

  it('downloads the code as a PNG under the given name', async () => {
    const context = { fillStyle: '', fillRect: vi.fn() };
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(context as unknown as CanvasRenderingContext2D);
    vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation((done) => done(new Blob(['png'], { type: 'image/png' })));
    const saved: Array<{ name: string; href: string }> = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ name: this.download, href: this.href });
    });
    const created = vi.fn((blob: Blob) => `blob:qr-${blob.type}`);
    Object.defineProperty(URL, 'createObjectURL', { value: created, configurable: true, writable: true });
    Object.defineProperty(URL, 'revokeObjectURL', { value: vi.fn(), configurable: true, writable: true });
    const user = await renderQr();
    await user.click(screen.getByRole('button', { name: '下載 QR Code' }));
    await waitFor(() => expect(saved).toEqual([{ name: 'invite-AG001.png', href: 'blob:qr-image/png' }]));
    // The modules were drawn dark on white.
    expect(context.fillRect).toHaveBeenCalled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says 下載失敗 when the browser cannot draw the code', async () => {
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
    const user = await renderQr();
    await user.click(screen.getByRole('button', { name: '下載 QR Code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('下載失敗');
    expect(screen.getByRole('button', { name: '下載 QR Code' })).toHaveAccessibleDescription('下載失敗');
  });
});
