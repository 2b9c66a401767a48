import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useOsType } from './useOsType';

function Probe() {
  return <p>{useOsType()}</p>;
}

/** A stand-in for matchMedia whose `(max-width: 768px)` answer a test can change. */
function narrowScreen(initial: boolean) {
  let matches = initial;
  const listeners = new Set<() => void>();
  vi.stubGlobal('matchMedia', (query: string) => ({
    get matches() {
      return query.includes('max-width') ? matches : false;
    },
    media: query,
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  }));
  return (next: boolean) => {
    matches = next;
    for (const listener of listeners) listener();
  };
}

afterEach(() => vi.unstubAllGlobals());

describe('useOsType', () => {
  it('answers pc on the server, whatever the window', () => {
    narrowScreen(true);
    expect(renderToString(<Probe />)).toBe('<p>pc</p>');
  });

  it('answers h5 in a narrow window and follows the window across 768 px', () => {
    const resize = narrowScreen(true);
    render(<Probe />);
    expect(screen.getByText('h5')).toBeTruthy();
    act(() => resize(false));
    expect(screen.getByText('pc')).toBeTruthy();
  });
});
