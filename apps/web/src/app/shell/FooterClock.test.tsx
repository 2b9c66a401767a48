import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetApp } from '../../test/render';
import { loadNamespaces } from '../../shared/i18n';
import { FooterClock } from './FooterClock';

describe('footer clock (SPEC 9: 1 s)', () => {
  beforeEach(async () => {
    await resetApp();
    await loadNamespaces('shell');
  });
  afterEach(() => vi.useRealTimers());

  it('shows local time as YYYY/MM/DD HH:mm:ss and ticks every second', () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    vi.setSystemTime(new Date(2025, 0, 31, 23, 59, 58));
    render(<FooterClock />);
    const clock = screen.getByLabelText('目前時間');
    expect(clock).toHaveTextContent('2025/01/31 23:59:58');
    act(() => vi.advanceTimersByTime(999));
    expect(clock).toHaveTextContent('2025/01/31 23:59:58');
    act(() => vi.advanceTimersByTime(1));
    expect(clock).toHaveTextContent('2025/01/31 23:59:59');
    act(() => vi.advanceTimersByTime(1000));
    expect(clock).toHaveTextContent('2025/02/01 00:00:00');
    expect(clock.tagName).toBe('TIME');
  });
});
