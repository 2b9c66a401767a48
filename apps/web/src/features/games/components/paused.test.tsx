import { aUserInfo } from '@site/contract/testing/users';
import type { ProtectionStatus } from '@site/contract/api/protection-exclusion';
import { formatDateTime } from '@site/contract/rules/format';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadNamespaces } from '../../../shared/i18n/i18n';
import { sessionKeys } from '../../../shared/session/keys';
import { refreshUserInfo } from '../../../shared/session/userInfo';
import { usePopupsStore } from '../../../shared/stores/popups';
import { installApi, ok } from '../../../test/api-mock';
import { renderWithProviders, resetApp, testLocation } from '../../../test/render';
import { logIn, sessionRoutes } from '../../../test/session.fixtures';
import { useRunningBreak } from '../../protection';
import { game } from '../games.fixtures';
import { GameCard, useCardShared } from './GameCard';
import { useGameOpener } from './useGameOpener';

const UNTIL = '2030-01-02T04:00:00.000Z';
const SPORTS = game(1, { gameCode: 'SPX_SPORTS', gameType: 1, channelCode: 'SPX', name: 'SPX 體育' });

const status = (over: Partial<NonNullable<ProtectionStatus['break']>> | null): ProtectionStatus => ({
  break: over ? { kind: 'timeout', period: '24h', startedAt: '2030-01-01T04:00:00.000Z', until: UNTIL, awaitingEnd: false, ...over } : null,
  limitsOfferDue: false,
  justRegistered: false,
});

/** A game card with its opener, and a line saying once the status has come (so the click comes after it). */
function Tiles() {
  const { open, dialog } = useGameOpener();
  const running = useRunningBreak();
  const shared = useCardShared();
  return (
    <>
      <GameCard game={SPORTS} onOpen={open} shared={shared} />
      {dialog}
      <p>{running ? 'status: break' : 'status: none'}</p>
    </>
  );
}

let windowOpen: ReturnType<typeof vi.spyOn>;

async function renderTiles(answer: ProtectionStatus) {
  const info = aUserInfo();
  const api = installApi({
    ...sessionRoutes(info),
    'GET /api/v1/protection/status': () => ok(answer),
    'GET /api/v1/game/redirect/SPX_SPORTS/url': () => ok({ url: '/play/SPX_SPORTS?launch=abc' }),
  });
  logIn(info);
  await act(() => loadNamespaces(['games']));
  const view = renderWithProviders(<Tiles />, { path: '/game/lobby/1' });
  // Auto transfer off: without a break the card opens the transfer-to-game popup.
  view.client.setQueryData(sessionKeys.autoTransfer(), false);
  // As SessionEffects does on a token: the user's data asked of the server, after which the status is asked.
  await act(() => refreshUserInfo(view.client).then(() => undefined));
  return { ...api, ...view };
}

beforeEach(async () => {
  await resetApp();
  windowOpen = vi.spyOn(window, 'open').mockImplementation(() => null);
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('a game card during a time-out or self-exclusion (issue 33)', () => {
  it('says games are paused and until when, instead of the transfer-to-game popup or a window', async () => {
    const user = userEvent.setup();
    const { requests } = await renderTiles(status({}));
    await screen.findByText('status: break');
    await user.click(screen.getByRole('button', { name: 'SPX 體育' }));
    const dialog = await screen.findByRole('dialog', { name: '無法開啟遊戲' });
    expect(dialog).toHaveAccessibleDescription(`暫停遊戲中，至 ${formatDateTime(UNTIL)} 為止：無法開啟遊戲，託售仍可使用。`);
    expect(usePopupsStore.getState().open).toBeNull();
    expect(windowOpen).not.toHaveBeenCalled();
    expect(requests.some((r) => r.url.pathname.startsWith('/api/v1/game/redirect'))).toBe(false);
    // The details of the break are one link away.
    expect(within(dialog).getByRole('link', { name: '查看詳情' })).toHaveAttribute('href', '/mine/protection/break');
    await user.click(within(dialog).getByRole('button', { name: '我知道了' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(testLocation()).toBe('/game/lobby/1');
  });

  it('a self-exclusion past its date says it waits for customer service', async () => {
    const user = userEvent.setup();
    await renderTiles(status({ kind: 'exclusion', period: '7d', awaitingEnd: true }));
    await screen.findByText('status: break');
    await user.click(screen.getByRole('button', { name: 'SPX 體育' }));
    expect(await screen.findByRole('dialog', { name: '無法開啟遊戲' })).toHaveAccessibleDescription(
      `自我排除已於 ${formatDateTime(UNTIL)} 期滿，須聯繫客服解除；在此之前無法開啟遊戲，託售仍可使用。`,
    );
  });

  it('without a break the card opens the transfer-to-game popup as before', async () => {
    const user = userEvent.setup();
    const { requests } = await renderTiles(status(null));
    await waitFor(() => expect(requests.some((r) => r.url.pathname === '/api/v1/protection/status')).toBe(true));
    await act(async () => {});
    expect(screen.getByText('status: none')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'SPX 體育' }));
    expect(usePopupsStore.getState().open).toEqual({ kind: 'transferToGame', gameType: 1, channelCode: 'SPX', gameCode: 'SPX_SPORTS' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
