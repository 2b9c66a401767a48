import { act, render } from '@testing-library/react';
import { StrictMode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { MemoryRouter, useNavigate } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NavigationBridge } from './NavigationBridge';

let go: ((path: string) => void) | null = null;
function Navigator() {
  const navigate = useNavigate();
  go = (path) => void navigate(path);
  return null;
}

const app = (
  <StrictMode>
    <MemoryRouter initialEntries={['/game/lobby']}>
      <NavigationBridge />
      <Navigator />
    </MemoryRouter>
  </StrictMode>
);

describe('NavigationBridge scrolls to the top on page changes (SPEC 2)', () => {
  let scrollTo: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  });
  afterEach(() => vi.restoreAllMocks());

  it('not on the first mount of a server-rendered page being hydrated (issue 36), but on the next page change', async () => {
    // The bridge renders nothing, so the server's markup for it is empty.
    const container = document.body.appendChild(document.createElement('div'));
    let root: Root | null = null;
    await act(async () => {
      root = hydrateRoot(container, app);
    });
    expect(scrollTo).not.toHaveBeenCalled();
    await act(async () => go?.('/activity/list'));
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'instant' });
    act(() => root?.unmount());
    container.remove();
  });

  it('on the first mount of a page the browser renders itself', () => {
    render(app);
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'instant' });
  });
});
