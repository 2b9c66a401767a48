import { render, screen, fireEvent } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RowScroller } from './RowScroller';

/** jsdom has no layout: the row's sizes and position are given, as a 300 px window on 1000 px of cards. */
function sized(list: HTMLElement, { client, scroll }: { client: number; scroll: number }) {
  Object.defineProperty(list, 'clientWidth', { configurable: true, value: client });
  Object.defineProperty(list, 'scrollWidth', { configurable: true, value: scroll });
  const scrollBy = vi.fn((options: ScrollToOptions) => {
    list.scrollLeft += options.left ?? 0;
    fireEvent.scroll(list);
  });
  Object.defineProperty(list, 'scrollBy', { configurable: true, value: scrollBy });
  return scrollBy;
}

function Row({ onList }: { onList?: (list: HTMLUListElement | null) => void }) {
  return (
    <RowScroller prevLabel="上一組體育熱門遊戲" nextLabel="下一組體育熱門遊戲">
      {(listRef) => (
        <ul
          aria-label="體育熱門遊戲"
          ref={(element) => {
            listRef.current = element;
            onList?.(element);
          }}
        >
          <li>SPX</li>
        </ul>
      )}
    </RowScroller>
  );
}

describe('a scrolling row with previous and next buttons (issue 19)', () => {
  it('moves the row by most of its width and disables each button at its end', async () => {
    const user = userEvent.setup();
    render(<Row onList={(list) => list && sized(list, { client: 300, scroll: 1000 })} />);
    const list = screen.getByRole('list', { name: '體育熱門遊戲' });
    fireEvent.scroll(list);
    const prev = screen.getByRole('button', { name: '上一組體育熱門遊戲' });
    const next = screen.getByRole('button', { name: '下一組體育熱門遊戲' });
    expect(prev).toBeDisabled();
    expect(next).toBeEnabled();

    await user.click(next);
    expect(list.scrollLeft).toBe(240);
    expect(prev).toBeEnabled();
    await user.click(next);
    await user.click(next);
    expect(list.scrollLeft).toBe(720);
    expect(next).toBeDisabled();

    await user.click(prev);
    expect(list.scrollLeft).toBe(480);
    expect(next).toBeEnabled();
  });

  it('disables both buttons when every card fits', () => {
    render(<Row onList={(list) => list && sized(list, { client: 600, scroll: 600 })} />);
    fireEvent.scroll(screen.getByRole('list', { name: '體育熱門遊戲' }));
    expect(screen.getByRole('button', { name: '上一組體育熱門遊戲' })).toBeDisabled();
    expect(screen.getByRole('button', { name: '下一組體育熱門遊戲' })).toBeDisabled();
  });
});
