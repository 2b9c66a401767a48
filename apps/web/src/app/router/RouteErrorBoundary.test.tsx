import { render, screen } from '@testing-library/react';
import { lazy, Suspense } from 'react';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import * as newBuild from '../../shared/utils/newBuild';
import { ROUTE_LOAD_ERROR_EVENT, RouteErrorBoundary } from './RouteErrorBoundary';

vi.mock('../../shared/utils/newBuild', async (original) => ({
  ...(await original<typeof newBuild>()),
  reloadForNewBuild: vi.fn(() => true),
}));

function failingPage(error: Error) {
  const Broken = lazy(() => Promise.reject(error));
  return (
    <Suspense fallback={<p>loading</p>}>
      <Broken />
    </Suspense>
  );
}

const reloading = <p role="status">loading the new build</p>;

/** The routing errors the app hears (SPEC 8: dispatched), until the test ends. */
function listenForRouteErrors(): unknown[] {
  const heard: unknown[] = [];
  const listener = (event: Event) => heard.push((event as CustomEvent).detail);
  window.addEventListener(ROUTE_LOAD_ERROR_EVENT, listener);
  onTestFinished(() => window.removeEventListener(ROUTE_LOAD_ERROR_EVENT, listener));
  return heard;
}

describe('a page that fails to load (SPEC 8)', () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.mocked(newBuild.reloadForNewBuild).mockClear().mockReturnValue(true);
  });
  afterEach(() => vi.restoreAllMocks());

  it('dispatches the routing error for the app to hear, then shows the fallback in place of the page', async () => {
    const failure = new Error('the page threw while rendering');
    const heard = listenForRouteErrors();
    render(
      <RouteErrorBoundary resetKey="/a" fallback={() => <p role="alert">page failed</p>} reloading={reloading}>
        {failingPage(failure)}
      </RouteErrorBoundary>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('page failed');
    expect(heard).toEqual([failure]);
    expect(newBuild.reloadForNewBuild).not.toHaveBeenCalled();
  });

  it('loads the address again when the page code could not be fetched (a new build), showing the loading view', async () => {
    const failure = new TypeError('Failed to fetch dynamically imported module: https://site.test/assets/Ab12cd34.js');
    const heard = listenForRouteErrors();
    render(
      <RouteErrorBoundary resetKey="/a" fallback={() => <p role="alert">page failed</p>} reloading={reloading}>
        {failingPage(failure)}
      </RouteErrorBoundary>,
    );
    expect(await screen.findByRole('status')).toHaveTextContent('loading the new build');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(newBuild.reloadForNewBuild).toHaveBeenCalledTimes(1);
    expect(heard).toEqual([failure]);
  });

  it('shows the fallback when the code is still missing after that reload', async () => {
    vi.mocked(newBuild.reloadForNewBuild).mockReturnValue(false);
    render(
      <RouteErrorBoundary resetKey="/a" fallback={() => <p role="alert">page failed</p>} reloading={reloading}>
        {failingPage(new TypeError('Failed to fetch dynamically imported module: https://site.test/assets/Ab12cd34.js'))}
      </RouteErrorBoundary>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('page failed');
    expect(newBuild.reloadForNewBuild).toHaveBeenCalledTimes(1);
  });

  it('tries again when the path changes', async () => {
    const view = render(
      <RouteErrorBoundary resetKey="/a" fallback={() => <p role="alert">page failed</p>} reloading={reloading}>
        {failingPage(new Error('chunk'))}
      </RouteErrorBoundary>,
    );
    await screen.findByRole('alert');
    view.rerender(
      <RouteErrorBoundary resetKey="/b" fallback={() => <p role="alert">page failed</p>} reloading={reloading}>
        <p>next page</p>
      </RouteErrorBoundary>,
    );
    expect(screen.getByText('next page')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
