import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { installApi } from '../../test/api-mock';
import { expectPage } from '../../test/pages';
import { resetApp } from '../../test/render';
import { gamesPages } from '../../test/pageLoaders';

describe('games pages', () => {
  beforeEach(async () => {
    await resetApp();
    installApi();
  });

  it('lobby names the game type and channel from the path and lists the types', async () => {
    await expectPage(gamesPages.lobby, { path: '/game/lobby/6/KT', pattern: '/game/lobby/:gameType?/:channelCode?/:platformGameCode?', heading: '遊戲大廳' });
    expect(await screen.findByText('遊戲平台：KA Slots')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '電子' })).toHaveAttribute('aria-current', 'page');
  });

  it('lobby reads the channel from the query too', async () => {
    await expectPage(gamesPages.lobby, { path: '/game/lobby/2?channelCode=EVO', pattern: '/game/lobby/:gameType?/:channelCode?/:platformGameCode?', heading: '遊戲大廳' });
    expect(await screen.findByText('遊戲平台：Evolution')).toBeInTheDocument();
  });

  it.each([
    ['favorite', '/favorite', '我的最愛'],
    ['game', '/game/play/7', '遊戲'],
    ['prepare', '/ccGamePreparePage', '遊戲載入中'],
  ] as const)('%s shows its frame', async (page, path, heading) => {
    await expectPage(gamesPages[page], { path, heading });
  });
});
