import { render, screen } from '@testing-library/react';
import { lazy, Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ROUTE_LOAD_ERROR_EVENT, RouteErrorBoundary } from './RouteErrorBoundary';

describe('a page that fails to load (SPEC 8)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('dispatches the routing error for the app to hear, then shows the fallback in place of the page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const failure = new Error('Failed to fetch dynamically imported module');
    const Broken = lazy(() => Promise.reject(failure));
    const heard: unknown[] = [];
    const listener = (event: Event) => heard.push((event as CustomEvent).detail);
    window.addEventListener(ROUTE_LOAD_ERROR_EVENT, listener);
    render(
      <RouteErrorBoundary resetKey="/a" fallback={() => <p role="alert">page failed</p>}>
        <Suspense fallback={<p>loading</p>}>
          <Broken />
        </Suspense>
      </RouteErrorBoundary>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('page failed');
    expect(heard).toEqual([failure]);
    window.removeEventListener(ROUTE_LOAD_ERROR_EVENT, listener);
  });

  it('tries again when the path changes', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Broken = lazy(() => Promise.reject(new Error('chunk')));
    const view = render(
      <RouteErrorBoundary resetKey="/a" fallback={() => <p role="alert">page failed</p>}>
        <Suspense fallback={<p>loading</p>}>
          <Broken />
        </Suspense>
      </RouteErrorBoundary>,
    );
    await screen.findByRole('alert');
    view.rerender(
      <RouteErrorBoundary resetKey="/b" fallback={() => <p role="alert">page failed</p>}>
        <p>next page</p>
      </RouteErrorBoundary>,
    );
    expect(screen.getByText('next page')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
