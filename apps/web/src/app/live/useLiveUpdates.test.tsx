import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../shared/stores/session';
import { startLiveUpdates } from './startLive';
import { useLiveUpdates } from './useLiveUpdates';

vi.mock('./startLive', () => ({ startLiveUpdates: vi.fn(() => () => undefined) }));

const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>;

afterEach(() => {
  vi.restoreAllMocks();
  vi.mocked(startLiveUpdates).mockClear();
  useSessionStore.setState({ token: null });
});

describe('useLiveUpdates', () => {
  it('opens the stream of a logged-in player only once the page has loaded (issue 22)', async () => {
    const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
    useSessionStore.setState({ token: 'T1' });
    renderHook(() => useLiveUpdates(), { wrapper });
    // The stream's module is loaded (it would have started by now) and the queue drained: not started.
    await import('./startLive');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(startLiveUpdates).not.toHaveBeenCalled();
    readyState.mockReturnValue('complete');
    dispatchEvent(new Event('load'));
    await vi.waitFor(() => expect(startLiveUpdates).toHaveBeenCalledTimes(1));
  });

  it('opens nothing for a visitor', async () => {
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('complete');
    renderHook(() => useLiveUpdates(), { wrapper });
    await import('./startLive');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(startLiveUpdates).not.toHaveBeenCalled();
  });
});
