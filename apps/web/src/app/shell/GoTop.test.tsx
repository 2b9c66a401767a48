import { act, fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { resetApp } from '../../test/render';
import { GO_TOP_THRESHOLD_PX, GoTop } from './GoTop';

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
  act(() => {
    window.dispatchEvent(new Event('scroll'));
  });
}

describe('go-to-top (SPEC 9: after 100 px)', () => {
  beforeEach(async () => {
    await resetApp();
    scrollTo(0);
  });

  it('appears only after scrolling more than 100 px', () => {
    render(<GoTop />);
    expect(screen.queryByRole('button', { name: '回到頂部' })).not.toBeInTheDocument();
    scrollTo(GO_TOP_THRESHOLD_PX);
    expect(screen.queryByRole('button', { name: '回到頂部' })).not.toBeInTheDocument();
    scrollTo(GO_TOP_THRESHOLD_PX + 1);
    expect(screen.getByRole('button', { name: '回到頂部' })).toBeVisible();
    scrollTo(20);
    expect(screen.queryByRole('button', { name: '回到頂部' })).not.toBeInTheDocument();
  });

  it('scrolls smoothly to the top', () => {
    render(<GoTop />);
    scrollTo(500);
    fireEvent.click(screen.getByRole('button', { name: '回到頂部' }));
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
  });
});
