import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NearImage } from './NearImage';

type Callback = (entries: Array<{ target: Element; isIntersecting: boolean }>) => void;

describe('NearImage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('reserves its box and asks for the picture only once it comes near the viewport', () => {
    let report: Callback = () => undefined;
    const observed: Element[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: Callback) {
          report = callback;
        }
        observe(element: Element) {
          observed.push(element);
        }
        unobserve() {}
        disconnect() {}
      },
    );
    render(<NearImage src="/assets/games/jade/PG_SLOTS.svg" alt="PG" width={200} height={200} />);
    const img = screen.getByRole('img', { name: 'PG' });
    expect(img).not.toHaveAttribute('src');
    expect(img).toHaveAttribute('width', '200');
    expect(img).toHaveAttribute('height', '200');

    act(() => report([{ target: img, isIntersecting: false }]));
    expect(img).not.toHaveAttribute('src');
    act(() => report([{ target: img, isIntersecting: true }]));
    expect(img).toHaveAttribute('src', '/assets/games/jade/PG_SLOTS.svg');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('decoding', 'async');
    expect(observed).toContain(img);
  });
});
