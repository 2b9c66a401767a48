import { aUserInfo } from '@site/contract/testing/users';
import type { RealityCheck } from '@site/contract/api/protection-play';
import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installApi, ok } from '../../../test/api-mock';
import { renderWithProviders, resetApp, testLocation } from '../../../test/render';
import { logIn, sessionRoutes } from '../../../test/session.fixtures';
import RealityCheckHost from './RealityCheckHost';

configure({ asyncUtilTimeout: 5000 });

const MIN = 60_000;
const T0 = Date.parse('2030-01-02T02:00:00.000Z');

/** The server's reality check over a session that began at T0 with a 15-minute interval, on the (fake) clock. */
function fakeServer(net = '-120.50') {
  let acknowledgedAt: number | null = null;
  const view = (): RealityCheck => {
    const now = Date.now();
    const from = acknowledgedAt ?? T0;
    return {
      intervalMinutes: 15,
      now: new Date(now).toISOString(),
      session: {
        startedAt: new Date(T0).toISOString(),
        elapsedSeconds: Math.floor((now - T0) / 1000),
        net,
        acknowledgedAt: acknowledgedAt === null ? null : new Date(acknowledgedAt).toISOString(),
        dueAt: new Date(from + 15 * MIN).toISOString(),
      },
    };
  };
  const api = installApi({
    ...sessionRoutes(aUserInfo()),
    'GET /api/v1/protection/reality-check': () => ok(view()),
    'POST /api/v1/protection/reality-check/ack': () => {
      acknowledgedAt = Date.now();
      return ok(view());
    },
  });
  return { acks: () => api.requests.filter((r) => r.url.pathname === '/api/v1/protection/reality-check/ack').length };
}

const tick = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

async function start(net?: string) {
  const server = fakeServer(net);
  logIn(aUserInfo());
  renderWithProviders(<RealityCheckHost />, { path: '/games' });
  // The first answer arrives.
  await tick(50);
  return server;
}

describe('reality check dialog (issue 20, RTS 13)', () => {
  beforeEach(async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'], now: T0 });
    await resetApp();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('appears when the interval has passed, with the time played and the session’s net result', async () => {
    await start();
    await tick(14 * MIN);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await tick(MIN + 1000);
    const dialog = await screen.findByRole('alertdialog', { name: '遊戲時間提醒' });
    expect(dialog).toHaveTextContent('您本次已遊戲 15 分鐘。');
    expect(dialog).toHaveTextContent('本次輸贏：輸 120.50');
    expect(screen.getByRole('button', { name: '繼續遊戲' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '停止遊戲' })).toBeInTheDocument();
  });

  it('cannot be dismissed by Escape or a click on the backdrop; continue answers the server and the next one comes an interval later', async () => {
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms), pointerEventsCheck: 0 });
    const server = await start('2500.00');
    await tick(15 * MIN + 1000);
    const dialog = await screen.findByRole('alertdialog', { name: '遊戲時間提醒' });
    expect(dialog).toHaveTextContent('本次輸贏：贏 2,500.00');
    await user.keyboard('{Escape}');
    fireEvent.pointerDown(document.body);
    fireEvent.click(document.body);
    expect(screen.getByRole('alertdialog', { name: '遊戲時間提醒' })).toBeInTheDocument();
    expect(dialog.contains(document.activeElement)).toBe(true);

    await user.click(screen.getByRole('button', { name: '繼續遊戲' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(server.acks()).toBe(1);
    await tick(14 * MIN);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await tick(MIN + 1000);
    expect(await screen.findByRole('alertdialog')).toHaveTextContent('您本次已遊戲 30 分鐘。');
  });

  it('stop answers the server and opens the bet records', async () => {
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms), pointerEventsCheck: 0 });
    const server = await start();
    await tick(15 * MIN + 1000);
    const dialog = await screen.findByRole('alertdialog', { name: '遊戲時間提醒' });
    await user.click(within(dialog).getByRole('button', { name: '停止遊戲' }));
    await waitFor(() => expect(testLocation()).toBe('/mine/betRecord'));
    expect(server.acks()).toBe(1);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
