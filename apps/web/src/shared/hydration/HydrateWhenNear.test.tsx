import { act, render, screen } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HydrateWhenNear } from './HydrateWhenNear';
import { IDLE_AFTER_MS, isWaiting, watchDehydratedSections } from './whenNear';

/** A section whose button counts only once React has hydrated it. */
function Section({ id, onHydrated }: { id: string; onHydrated?: () => void }) {
  return (
    <HydrateWhenNear id={id}>
      <section aria-label={id} data-hydrate-when-near={id}>
        <Counter onHydrated={onHydrated} />
      </section>
    </HydrateWhenNear>
  );
}

function Counter({ onHydrated }: { onHydrated?: () => void }) {
  const [presses, setPresses] = useState(0);
  useEffect(() => onHydrated?.(), [onHydrated]);
  return (
    <button type="button" onClick={() => setPresses((n) => n + 1)}>
      pressed {presses}
    </button>
  );
}

/** A controllable viewport and idle clock. */
function fakeEdge() {
  const observed = new Set<Element>();
  let report: IntersectionObserverCallback = () => undefined;
  const timers: Array<() => void> = [];
  const idle: Array<() => void> = [];
  class Observer {
    constructor(callback: IntersectionObserverCallback) {
      report = callback;
    }
    observe(element: Element) {
      observed.add(element);
    }
    unobserve(element: Element) {
      observed.delete(element);
    }
    disconnect() {
      observed.clear();
    }
  }
  return {
    edge: {
      IntersectionObserver: Observer as unknown as typeof IntersectionObserver,
      setTimeout: (callback: () => void, ms: number) => (ms === IDLE_AFTER_MS ? timers.push(callback) : undefined),
      requestIdleCallback: (callback: () => void) => idle.push(callback),
    },
    observed,
    near: (element: Element) => report([{ target: element, isIntersecting: true } as unknown as IntersectionObserverEntry], {} as IntersectionObserver),
    idle: () => {
      for (const run of timers.splice(0)) run();
      for (const run of idle.splice(0)) run();
    },
  };
}

let root: Root | undefined;
let container: HTMLElement | undefined;

afterEach(() => {
  act(() => root?.unmount());
  container?.remove();
  root = undefined;
});

async function hydrateServerPage(ids: string[], hydrated: (id: string) => void) {
  const page = (
    <>
      {ids.map((id) => (
        <Section key={id} id={id} onHydrated={() => hydrated(id)} />
      ))}
    </>
  );
  container = document.createElement('div');
  container.innerHTML = renderToString(page);
  document.body.append(container);
  const server = container.innerHTML;
  const controls = fakeEdge();
  watchDehydratedSections(document, controls.edge);
  await act(async () => {
    root = hydrateRoot(container as HTMLElement, page);
  });
  return { ...controls, server };
}

const section = (id: string) => screen.getByRole('region', { name: id });

describe('HydrateWhenNear', () => {
  it('keeps the server markup dehydrated while hydrating, until its section comes near the viewport', async () => {
    const hydrated = vi.fn();
    const page = await hydrateServerPage(['hot-1', 'hot-2'], hydrated);
    expect(hydrated).not.toHaveBeenCalled();
    expect(container?.innerHTML).toBe(page.server);
    expect(isWaiting('hot-1')).toBe(true);

    await act(async () => page.near(section('hot-2')));
    expect(hydrated.mock.calls).toEqual([['hot-2']]);
    expect(isWaiting('hot-2')).toBe(false);
    expect(page.observed.has(section('hot-2'))).toBe(false);
    expect(isWaiting('hot-1')).toBe(true);
  });

  it('releases every section once the page is idle', async () => {
    const hydrated = vi.fn();
    const page = await hydrateServerPage(['row-a', 'row-b'], hydrated);
    await act(async () => page.idle());
    expect(hydrated.mock.calls.map(([id]) => id as string).sort()).toEqual(['row-a', 'row-b']);
    expect(isWaiting('row-a')).toBe(false);
  });

  it('a press inside a dehydrated section hydrates it first, then the press is handled', async () => {
    const page = await hydrateServerPage(['pressed'], () => undefined);
    const button = screen.getByRole('button', { name: 'pressed 0' });
    await act(async () => {
      button.dispatchEvent(new Event('pointerdown', { bubbles: true }));
      button.click();
    });
    expect(isWaiting('pressed')).toBe(false);
    expect(await screen.findByRole('button', { name: 'pressed 1' })).toBeTruthy();
    expect(page.observed.size).toBe(0);
  });

  it('does not wait in a page the browser renders itself, even with a marker still waiting', async () => {
    container = document.createElement('div');
    container.innerHTML = '<section data-hydrate-when-near="client"></section>';
    document.body.append(container);
    watchDehydratedSections(document, fakeEdge().edge);
    expect(isWaiting('client')).toBe(true);
    const hydrated = vi.fn();
    render(<Section id="client" onHydrated={hydrated} />);
    expect(screen.getByRole('button', { name: 'pressed 0' })).toBeTruthy();
    expect(hydrated).toHaveBeenCalledTimes(1);
  });

  it('releases at once where there is no IntersectionObserver', () => {
    container = document.createElement('div');
    container.innerHTML = '<section data-hydrate-when-near="old-browser"></section>';
    document.body.append(container);
    watchDehydratedSections(document, { setTimeout: () => undefined });
    expect(isWaiting('old-browser')).toBe(false);
  });
});
