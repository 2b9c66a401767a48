import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { useHydrated } from './useHydrated';

function Probe() {
  return <p>{useHydrated() ? 'browser' : 'server'}</p>;
}

describe('useHydrated', () => {
  it('is false while the server renders', () => {
    expect(renderToString(<Probe />)).toBe('<p>server</p>');
  });

  it('is true in a page the browser renders itself', () => {
    render(<Probe />);
    expect(screen.getByText('browser')).toBeTruthy();
  });
});
