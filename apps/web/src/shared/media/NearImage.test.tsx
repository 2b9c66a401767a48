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

  it('watches every picture of a page with one observer, and keeps none once all have come near', () => {
    const observers: Array<{ report: Callback; observed: Set<Element>; disconnected: boolean }> = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        state = { report: (() => undefined) as Callback, observed: new Set<Element>(), disconnected: false };
        constructor(callback: Callback) {
          this.state.report = callback;
          observers.push(this.state);
        }
        observe(element: Element) {
          this.state.observed.add(element);
        }
        unobserve(element: Element) {
          this.state.observed.delete(element);
        }
        disconnect() {
          this.state.disconnected = true;
        }
      },
    );
    render(
      <>
        {['A', 'B', 'C'].map((name) => (
          <NearImage key={name} src={`/assets/${name}.svg`} alt={name} width={10} height={10} />
        ))}
      </>,
    );
    expect(observers).toHaveLength(1);
    const shared = observers[0]!;
    const images = ['A', 'B', 'C'].map((name) => screen.getByRole('img', { name }));
    expect([...shared.observed]).toEqual(images);
    act(() => shared.report([{ target: images[1]!, isIntersecting: true }]));
    expect(images[1]).toHaveAttribute('src', '/assets/B.svg');
    expect(images[0]).not.toHaveAttribute('src');
    act(() => shared.report(images.map((target) => ({ target, isIntersecting: true }))));
    expect(images[2]).toHaveAttribute('src', '/assets/C.svg');
    expect(shared.disconnected).toBe(true);
  });
});
