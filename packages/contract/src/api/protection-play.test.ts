import { describe, expect, it } from 'vitest';
import { REALITY_RANK, realityWinner } from './protection-play';

describe('who shows a reality check that falls due in several tabs', () => {
  it('a game window before a visible tab before a hidden one; at a tie the smallest id; nobody without claims', () => {
    const { gameWindow, visibleTab, hiddenTab } = REALITY_RANK;
    expect(realityWinner([{ id: 'b', rank: visibleTab }, { id: 'c', rank: gameWindow }, { id: 'a', rank: hiddenTab }])).toBe('c');
    expect(realityWinner([{ id: 'b', rank: hiddenTab }, { id: 'z', rank: visibleTab }])).toBe('z');
    expect(realityWinner([{ id: 'b', rank: visibleTab }, { id: 'a', rank: visibleTab }])).toBe('a');
    expect(realityWinner([])).toBeNull();
  });
});
