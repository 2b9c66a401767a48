import { afterEach, describe, expect, it, vi } from 'vitest';
import { stuckHeaderBottom, visiblePart, watchVisiblePart } from './visiblePart';

describe('the visible part of the cashier frame (issue 34)', () => {
  it('is where the frame and the viewport meet, in the frame’s own pixels', () => {
    // A 2,000 px frame scrolled 600 px up on a 844 px phone: its pixels 600 to 1,444 are on screen.
    expect(visiblePart({ top: -600, bottom: 1400 }, { top: 0, bottom: 844 })).toEqual({ top: 600, height: 844 });
    // The frame starts 300 px down the screen: its first 544 px are seen.
    expect(visiblePart({ top: 300, bottom: 2300 }, { top: 0, bottom: 844 })).toEqual({ top: 0, height: 544 });
    // Its end in the middle of the screen.
    expect(visiblePart({ top: -1500, bottom: 500 }, { top: 0, bottom: 844 })).toEqual({ top: 1500, height: 500 });
    // A visual viewport moved by pinch zoom or the keyboard.
    expect(visiblePart({ top: -100, bottom: 900 }, { top: 50, bottom: 450 })).toEqual({ top: 150, height: 400 });
  });

  it('is empty when the frame is off screen, and whole pixels within the protocol’s bound', () => {
    expect(visiblePart({ top: 900, bottom: 1500 }, { top: 0, bottom: 844 })).toEqual({ top: 0, height: 0 });
    expect(visiblePart({ top: -2000, bottom: -10 }, { top: 0, bottom: 844 })).toEqual({ top: 0, height: 0 });
    expect(visiblePart({ top: -0.4, bottom: 843.6 }, { top: 0, bottom: 844 })).toEqual({ top: 0, height: 844 });
    expect(visiblePart({ top: -9000, bottom: 9000 }, { top: 0, bottom: 9000 })).toEqual({ top: 4000, height: 4000 });
  });
});

/** A window of our own: its events, its height and its animation frames run when the test says. */
function fakeWindow(innerHeight = 844) {
  const target = new EventTarget();
  const frames: FrameRequestCallback[] = [];
  const win = Object.assign(target, {
    innerHeight,
    visualViewport: null,
    requestAnimationFrame: (callback: FrameRequestCallback) => frames.push(callback),
    cancelAnimationFrame: vi.fn(),
  });
  const flush = () => frames.splice(0).forEach((callback) => callback(0));
  return { win: win as unknown as Window, flush, frames };
}

describe('watching the visible part', () => {
  let iframe: HTMLIFrameElement;
  afterEach(() => iframe.remove());

  function framed(top: number, height = 2000) {
    iframe = document.createElement('iframe');
    document.body.append(iframe);
    const rect = { top, bottom: top + height };
    vi.spyOn(iframe, 'getBoundingClientRect').mockImplementation(() => ({ ...rect, left: 0, right: 390, width: 390, height, x: 0, y: rect.top }) as DOMRect);
    return { move: (to: number) => Object.assign(rect, { top: to, bottom: to + height }) };
  }

  it('tells the part at once, then after a scroll or a resize, once a frame and only when it changed', () => {
    const { win, flush, frames } = fakeWindow();
    const page = framed(120);
    const post = vi.fn();
    const stop = watchVisiblePart(iframe, post, win);
    expect(post.mock.calls).toEqual([[{ top: 0, height: 724 }]]);

    page.move(-900);
    win.dispatchEvent(new Event('scroll'));
    win.dispatchEvent(new Event('scroll'));
    expect(frames).toHaveLength(1);
    flush();
    expect(post).toHaveBeenLastCalledWith({ top: 900, height: 844 });

    // A resize that moves nothing says nothing.
    win.dispatchEvent(new Event('resize'));
    flush();
    expect(post).toHaveBeenCalledTimes(2);

    stop();
    page.move(-1000);
    win.dispatchEvent(new Event('scroll'));
    flush();
    expect(post).toHaveBeenCalledTimes(2);
  });

  it('leaves out the top of the screen a sticky header covers', () => {
    const { win } = fakeWindow();
    framed(-900);
    const post = vi.fn();
    watchVisiblePart(iframe, post, win, () => 96)();
    expect(post).toHaveBeenCalledWith({ top: 996, height: 748 });
  });
});

describe('the sticky header', () => {
  afterEach(() => document.querySelector('header')?.remove());

  it('covers down to its bottom while sticky or fixed, and nothing while it scrolls away with the page', () => {
    const header = document.createElement('header');
    document.body.prepend(header);
    vi.spyOn(header, 'getBoundingClientRect').mockReturnValue({ top: 0, bottom: 96, left: 0, right: 390, width: 390, height: 96, x: 0, y: 0 } as DOMRect);
    header.style.position = 'sticky';
    expect(stuckHeaderBottom()).toBe(96);
    header.style.position = 'fixed';
    expect(stuckHeaderBottom()).toBe(96);
    header.style.position = 'static';
    expect(stuckHeaderBottom()).toBe(0);
  });
});
