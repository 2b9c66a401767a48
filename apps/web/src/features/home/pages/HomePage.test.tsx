import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { installApi } from '../../../test/api-mock';
import { renderWithProviders, resetApp } from '../../../test/render';
import { loadNamespaces } from '../../../shared/i18n';
import HomePage from './HomePage';

describe('home', () => {
  beforeEach(async () => {
    await resetApp();
    await loadNamespaces('home');
    installApi();
  });

  it('welcomes with the brand and lists the game types present, each opening the Lobby', async () => {
    renderWithProviders(<HomePage />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('一個帳號，暢玩七大遊戲類別');
    expect(screen.getByText('翡翠娛樂城')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '進入遊戲大廳' })).toHaveAttribute('href', '/game/lobby');
    const slots = await screen.findByRole('link', { name: /電子/ });
    expect(slots).toHaveAttribute('href', '/game/lobby/6/KT');
    expect(slots).toHaveTextContent('2 個遊戲平台');
    expect(screen.getByRole('link', { name: /捕魚/ })).toHaveAttribute('href', '/game/lobby/7');
  });
});
