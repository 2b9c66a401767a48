import { afterEach, describe, expect, it, vi } from 'vitest';
import { warnOnMissingImages } from './missingImages';

describe('missing images (SPEC 8)', () => {
  let stop = () => undefined as void;
  afterEach(() => {
    stop();
    vi.restoreAllMocks();
  });

  it('warns 找不到圖片 with the address of an image that fails to load', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    stop = warnOnMissingImages();
    const img = document.createElement('img');
    img.src = 'https://example.test/missing.png';
    document.body.append(img);
    img.dispatchEvent(new Event('error'));
    expect(warn).toHaveBeenCalledWith('找不到圖片', 'https://example.test/missing.png');
    img.remove();
  });

  it('also reports an image that had already failed before it started', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const img = document.createElement('img');
    img.src = 'https://example.test/early.png';
    Object.defineProperty(img, 'complete', { value: true });
    Object.defineProperty(img, 'naturalWidth', { value: 0 });
    document.body.append(img);
    stop = warnOnMissingImages();
    expect(warn).toHaveBeenCalledWith('找不到圖片', 'https://example.test/early.png');
    img.remove();
  });

  it('ignores errors of anything that is not an image', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    stop = warnOnMissingImages();
    const script = document.createElement('script');
    document.body.append(script);
    script.dispatchEvent(new Event('error'));
    expect(warn).not.toHaveBeenCalled();
    script.remove();
  });
});
