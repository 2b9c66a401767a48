import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadNamespaces } from '../../../shared/i18n/i18n';
import { renderWithProviders, resetApp } from '../../../test/render';
import { game } from '../games.fixtures';
import { useFavoriteToggle } from '../api/useFavoriteToggle';
import { GameList } from './CardList';

vi.mock('../api/useFavoriteToggle', async (original) => {
  const actual = await original<{ useFavoriteToggle: typeof useFavoriteToggle }>();
  return { ...actual, useFavoriteToggle: vi.fn(actual.useFavoriteToggle) };
});

afterEach(() => {
  vi.mocked(useFavoriteToggle).mockClear();
  resetApp();
});

describe('GameList', () => {
  it('takes what its cards share once for the list, not once a card (issue 36)', async () => {
    await loadNamespaces(['games']);
    const games = Array.from({ length: 30 }, (_, i) => game(i + 1, { name: `Game ${i + 1}` }));
    // Each card took its own favourite toggle (a store subscription, the query client, a translator): 30 and more.
    renderWithProviders(<GameList games={games} onOpen={() => undefined} type="row" label="Hot" />);
    expect(await screen.findAllByRole('button', { name: /^Game \d+$/ })).toHaveLength(30);
    expect(vi.mocked(useFavoriteToggle).mock.calls.length).toBeLessThan(games.length);
  });

  it('names a game marked new with its badge, in the reader\'s language; the others have none', async () => {
    await loadNamespaces(['games']);
    renderWithProviders(<GameList games={[game(1, { name: 'Fresh Slots', isNew: true }), game(2, { name: 'Old Slots' })]} onOpen={() => undefined} type="row" label="Hot" />);
    // The app's first language is zh-TW: the badge reads 新 (en New, th ใหม่).
    expect(await screen.findByRole('button', { name: 'Fresh Slots 新' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Old Slots' })).toBeInTheDocument();
    expect(screen.getAllByText('新')).toHaveLength(1);
  });
});
