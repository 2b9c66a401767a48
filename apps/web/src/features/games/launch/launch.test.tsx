import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { ConfirmHost } from '@site/ui/confirm-host';
import { resetConfirms } from '@site/ui/confirm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionKeys } from '../../../shared/session/keys';
import { usePopupsStore } from '../../../shared/stores/popups';
import { useSessionStore } from '../../../shared/stores/session';
import { fail, installApi, ok, type MockHandler } from '../../../test/api-mock';
import { renderWithProviders, resetApp, testLocation } from '../../../test/render';
import type { LaunchableGame } from './types';
import { useLaunchGame } from './useLaunchGame';

const PLAIN: LaunchableGame = { gameCode: 'SPX_SPORTS', gameType: 1, channelCode: 'SPX', isSubGameOpen: false };
const LOBBY: LaunchableGame = { gameCode: 'KT_SLOTS', gameType: 6, channelCode: 'KT', isSubGameOpen: true };
const DB_CARDS: LaunchableGame = { gameCode: 'DB_CARDS', gameType: 5, channelCode: 'DB', isSubGameOpen: false };

interface FakeWindow {
  opener: unknown;
  closed: boolean;
  close: ReturnType<typeof vi.fn>;
  location: { href: string; replace: ReturnType<typeof vi.fn> };
}

function fakeWindow(): FakeWindow {
  const w: FakeWindow = {
    opener: window,
    closed: false,
    close: vi.fn(() => {
      w.closed = true;
    }),
    location: { href: 'about:blank', replace: vi.fn() },
  };
  return w;
}

function Launcher({ game, sub }: { game: LaunchableGame; sub?: string }) {
  const launch = useLaunchGame();
  return (
    <button type="button" onClick={() => launch(game, sub ? { subGameCode: sub } : undefined)}>
      play
    </button>
  );
}

let win: FakeWindow;
let open: ReturnType<typeof vi.spyOn>;

function setup(game: LaunchableGame, { auto = true as boolean | 'unknown', routes = {} as Record<string, MockHandler>, sub = undefined as string | undefined } = {}) {
  const api = installApi({
    'GET /api/v1/user/isAutoGameTransfer': () => ok(auto !== false),
    'GET /api/v1/game/redirect/SPX_SPORTS/url': () => ok({ url: '/play/SPX_SPORTS?launch=abc' }),
    ...routes,
  });
  const view = renderWithProviders(
    <>
      <Launcher game={game} sub={sub} />
      <ConfirmHost labels={{ title: '提示', confirm: '確定', cancel: '取消' }} />
    </>,
    { path: '/' },
  );
  if (auto !== 'unknown') view.client.setQueryData(sessionKeys.autoTransfer(), auto);
  return { ...api, ...view };
}

beforeEach(async () => {
  await resetApp();
  useSessionStore.setState({ token: 'token-1' });
  win = fakeWindow();
  open = vi.spyOn(window, 'open').mockImplementation(() => win as unknown as Window);
});
afterEach(() => {
  resetConfirms();
  vi.restoreAllMocks();
});

describe('useLaunchGame (SPEC 4 Opening a game)', () => {
  it('a visitor gets the login popup and no window', () => {
    useSessionStore.setState({ token: null });
    setup(PLAIN);
    fireEvent.click(screen.getByRole('button', { name: 'play' }));
    expect(usePopupsStore.getState().open).toEqual({ kind: 'login', tab: 'login' });
    expect(open).not.toHaveBeenCalled();
  });

  it('a game with open sub-games and no sub-game goes to the Lobby', () => {
    setup(LOBBY);
    fireEvent.click(screen.getByRole('button', { name: 'play' }));
    expect(testLocation()).toBe('/game/lobby/6/KT/KT_SLOTS');
    expect(open).not.toHaveBeenCalled();
  });

  it('auto transfer off opens the transfer-to-game popup with the target', () => {
    setup(PLAIN, { auto: false });
    fireEvent.click(screen.getByRole('button', { name: 'play' }));
    expect(usePopupsStore.getState().open).toEqual({ kind: 'transferToGame', gameType: 1, channelCode: 'SPX', gameCode: 'SPX_SPORTS' });
    expect(open).not.toHaveBeenCalled();
  });

  it('auto transfer on opens the window inside the click, cuts the opener, then sets the launch URL', async () => {
    const { requests } = setup(PLAIN);
    fireEvent.click(screen.getByRole('button', { name: 'play' }));
    // Synchronously, before any request: a blank window.
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(win.opener).toBeNull();
    expect(win.location.replace).not.toHaveBeenCalled();
    await waitFor(() => expect(win.location.replace).toHaveBeenCalledWith(`${window.location.origin}/play/SPX_SPORTS?launch=abc`));
    expect(win.close).not.toHaveBeenCalled();
    const launch = requests.find((r) => r.url.pathname === '/api/v1/game/redirect/SPX_SPORTS/url');
    expect(launch?.url.searchParams.get('backUrl')).toBe(window.location.origin);
  });

  it('a sub-game launches its game with subGameCode', async () => {
    const { requests } = setup(LOBBY, { sub: 'KT-0001', routes: { 'GET /api/v1/game/redirect/KT_SLOTS/url': () => ok({ url: '/play/KT_SLOTS?launch=x' }) } });
    fireEvent.click(screen.getByRole('button', { name: 'play' }));
    expect(open).toHaveBeenCalledOnce();
    await waitFor(() => expect(win.location.replace).toHaveBeenCalled());
    expect(requests.at(-1)?.url.searchParams.get('subGameCode')).toBe('KT-0001');
  });

  it('an empty launch URL closes the window and goes to the Lobby', async () => {
    setup(PLAIN, { routes: { 'GET /api/v1/game/redirect/SPX_SPORTS/url': () => ok({ url: '' }) } });
    fireEvent.click(screen.getByRole('button', { name: 'play' }));
    await waitFor(() => expect(win.close).toHaveBeenCalled());
    await waitFor(() => expect(testLocation()).toBe('/game/lobby/1/SPX/SPX_SPORTS'));
    expect(win.location.replace).not.toHaveBeenCalled();
  });

  it('a failed launch closes the window silently and stays', async () => {
    setup(PLAIN, { routes: { 'GET /api/v1/game/redirect/SPX_SPORTS/url': () => fail(400, '020002', 'maintenance') } });
    fireEvent.click(screen.getByRole('button', { name: 'play' }));
    await waitFor(() => expect(win.close).toHaveBeenCalled());
    expect(win.location.replace).not.toHaveBeenCalled();
    expect(testLocation()).toBe('/');
    expect(usePopupsStore.getState().open).toBeNull();
  });

  it('an unknown auto-transfer setting opens the window, then closes it for the popup when the setting is off', async () => {
    setup(PLAIN, { auto: 'unknown', routes: { 'GET /api/v1/user/isAutoGameTransfer': () => ok(false) } });
    fireEvent.click(screen.getByRole('button', { name: 'play' }));
    expect(open).toHaveBeenCalledOnce();
    await waitFor(() => expect(usePopupsStore.getState().open?.kind).toBe('transferToGame'));
    expect(win.close).toHaveBeenCalled();
  });

  it("inside LINE's in-app browser the game URL asks for the external browser", async () => {
    vi.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 (iPhone) Safari Line/13.1.0');
    setup(PLAIN);
    fireEvent.click(screen.getByRole('button', { name: 'play' }));
    await waitFor(() => expect(win.location.replace).toHaveBeenCalled());
    const url = new URL(String(win.location.replace.mock.calls[0]?.[0]));
    expect(url.searchParams.get('openExternalBrowser')).toBe('1');
    expect(url.searchParams.get('launch')).toBe('abc');
  });

  it('a DB game shows the 1 : 0.2 points notice first; the window opens only on confirm', async () => {
    setup(DB_CARDS, { routes: { 'GET /api/v1/game/redirect/DB_CARDS/url': () => ok({ url: '/play/DB_CARDS?launch=p' }) } });
    fireEvent.click(screen.getByRole('button', { name: 'play' }));
    const dialog = await screen.findByRole('dialog', { name: '點數換算提示' });
    expect(dialog).toHaveTextContent('1 : 0.2');
    expect(dialog).toHaveTextContent('500 元 = 100 點');
    expect(open).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: '進入遊戲' }));
    await waitFor(() => expect(open).toHaveBeenCalledWith('', '_blank'));
    await waitFor(() => expect(win.location.replace).toHaveBeenCalledWith(`${window.location.origin}/play/DB_CARDS?launch=p`));
  });

  it('cancelling the points notice opens nothing', async () => {
    setup(DB_CARDS);
    fireEvent.click(screen.getByRole('button', { name: 'play' }));
    await screen.findByRole('dialog', { name: '點數換算提示' });
    fireEvent.click(screen.getByRole('button', { name: '取消' }));
    await act(() => new Promise((r) => setTimeout(r, 300)));
    expect(open).not.toHaveBeenCalled();
  });
});
