import { aUserInfo } from '@site/contract/testing/users';
import type { ProtectionStatus } from '@site/contract/api/protection-exclusion';
import { formatDateTime } from '@site/contract/rules/format';
import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { loadNamespaces } from '../../shared/i18n/i18n';
import { refreshUserInfo } from '../../shared/session/userInfo';
import { useSettingsStore } from '../../shared/stores/settings';
import { installApi, ok, type MockHandler, type MockRequest } from '../../test/api-mock';
import { errorCatalogue } from '../../test/site.fixtures';
import { renderWithProviders, resetApp } from '../../test/render';
import { logIn, sessionRoutes } from '../../test/session.fixtures';
import { ProtectionBanner } from './components/ProtectionBanner';

configure({ asyncUtilTimeout: 5000 });

const UNTIL = '2030-01-02T04:00:00.000Z';

const pad = (n: number) => String(n).padStart(2, '0');
/** The site's date format (SPEC 9: YYYY/MM/DD HH:mm:ss, local time), written out here so the test does not trust the formatter it checks. */
function siteDateTime(iso: string): string {
  const d = new Date(iso);
  return `${d.getFullYear()}/${pad(d.getMonth() + 1)}/${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
}

/** The status, the offer's answer and the deposit-limit call, with the server's "first answer kept" rule. */
function fakeStatus(initial: ProtectionStatus) {
  let status = initial;
  const requests: MockRequest[] = [];
  const routes: Record<string, MockHandler> = {
    'GET /api/v1/protection/status': (r) => {
      requests.push(r);
      return ok(status);
    },
    'POST /api/v1/protection/limits-offer': (r) => {
      requests.push(r);
      status = { ...status, limitsOfferDue: false, justRegistered: false };
      return ok(status);
    },
    'PUT /api/v1/protection/deposit-limits': (r) => {
      requests.push(r);
      return ok({ currency: 'NTD', coolingDays: 7, minAmount: '100.00', maxAmount: '100000000.00', limits: [] });
    },
  };
  return { routes, requests, sent: () => requests.filter((r) => r.method !== 'GET').map((r) => [r.method, new URL(r.url).pathname, r.body]) };
}

async function renderBanner(routes: Record<string, MockHandler>, loggedIn = true, path = '/') {
  const info = aUserInfo();
  installApi({ ...sessionRoutes(info), 'GET /api/v1/basics/errorCode/version': () => ok(errorCatalogue()), ...routes });
  if (loggedIn) logIn(info);
  await act(() => loadNamespaces(['exclusion', 'protection', 'forms']));
  const view = renderWithProviders(<ProtectionBanner />, { path });
  // As SessionEffects does on a token: the user's data asked of the server, after which the status is asked.
  if (loggedIn) await act(() => refreshUserInfo(view.client).then(() => undefined));
  return view;
}

describe('the header banner of a time-out or self-exclusion (issue 20)', () => {
  beforeEach(async () => {
    await resetApp();
  });

  it('says why and until when, in the player’s language, with a link to the details', async () => {
    const fake = fakeStatus({ break: { kind: 'timeout', period: '24h', startedAt: '2030-01-01T04:00:00.000Z', until: UNTIL, awaitingEnd: false }, limitsOfferDue: false, justRegistered: false });
    await renderBanner(fake.routes);
    const banner = await screen.findByRole('status');
    expect(banner).toHaveTextContent(`暫停遊戲中，至 ${siteDateTime(UNTIL)} 為止`);
    expect(within(banner).getByRole('link', { name: '查看詳情' })).toHaveAttribute('href', '/mine/protection/break');

    await act(async () => {
      useSettingsStore.setState({ language: 'en' });
      await loadNamespaces(['exclusion', 'protection', 'forms']);
    });
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(`On a time-out until ${siteDateTime(UNTIL)}`));
  });

  it('writes the end in the site’s one date format (YYYY/MM/DD HH:mm:ss, the contract’s formatDateTime), as the paused cashier and game screens do, in every language (issue 34)', async () => {
    const fake = fakeStatus({ break: { kind: 'timeout', period: '24h', startedAt: '2030-01-01T04:00:00.000Z', until: UNTIL, awaitingEnd: false }, limitsOfferDue: false, justRegistered: false });
    await renderBanner(fake.routes);
    for (const language of ['zh-TW', 'en', 'th'] as const) {
      await act(async () => {
        useSettingsStore.setState({ language });
        await loadNamespaces(['exclusion', 'protection', 'forms']);
      });
      await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(siteDateTime(UNTIL)));
      // Not the browser's long form ("2030年1月2日 下午12:00", "Jan 2, 2030, 12:00 PM").
      expect(screen.getByRole('status')).not.toHaveTextContent(/年|月|日|[AP]M|\b[A-Z][a-z]{2} \d/);
      expect(formatDateTime(UNTIL)).toBe(siteDateTime(UNTIL));
    }
  });

  it('a self-exclusion past its date says it waits for customer service', async () => {
    const fake = fakeStatus({ break: { kind: 'exclusion', period: '7d', startedAt: '2020-01-01T04:00:00.000Z', until: '2020-01-08T04:00:00.000Z', awaitingEnd: true }, limitsOfferDue: true, justRegistered: true });
    await renderBanner(fake.routes);
    expect(await screen.findByRole('status')).toHaveTextContent(/^自我排除已於 .*2020.* 期滿，須聯繫客服解除/);
    // No deposit-limit offer while a break runs: deposits are refused anyway.
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows nothing without a break, and asks nothing for a visitor', async () => {
    const fake = fakeStatus({ break: null, limitsOfferDue: false, justRegistered: false });
    await renderBanner(fake.routes);
    await waitFor(() => expect(fake.requests).toHaveLength(1));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();

    await resetApp();
    const visitor = fakeStatus({ break: null, limitsOfferDue: true, justRegistered: true });
    await renderBanner(visitor.routes, false);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(visitor.requests).toEqual([]);
  });
});

describe('the deposit-limit offer after registration (issue 20)', () => {
  beforeEach(async () => {
    await resetApp();
  });

  it('is offered while due; skip closes it and tells the server, which then no longer offers it', async () => {
    const user = userEvent.setup();
    const fake = fakeStatus({ break: null, limitsOfferDue: true, justRegistered: true });
    await renderBanner(fake.routes);
    const dialog = await screen.findByRole('dialog', { name: '設定儲值上限' });
    await user.click(within(dialog).getByRole('button', { name: '略過' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(fake.sent()).toEqual([['POST', '/api/v1/protection/limits-offer', { answer: 'skipped' }]]));

    // Another device (a fresh page) asks the server again: not offered twice.
    await resetApp();
    const again = fakeStatus({ break: null, limitsOfferDue: false, justRegistered: false });
    await renderBanner(again.routes);
    await waitFor(() => expect(again.requests).toHaveLength(1));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('for an older account that never answered, waits for the deposit page', async () => {
    const fake = fakeStatus({ break: null, limitsOfferDue: true, justRegistered: false });
    await renderBanner(fake.routes);
    await waitFor(() => expect(fake.requests).toHaveLength(1));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await resetApp();
    const deposit = fakeStatus({ break: null, limitsOfferDue: true, justRegistered: false });
    await renderBanner(deposit.routes, true, '/finance/recharge');
    expect(await screen.findByRole('dialog', { name: '設定儲值上限' })).toBeInTheDocument();
  });

  it('sets a limit with the deposit-limit call, then records the answer', async () => {
    const user = userEvent.setup();
    const fake = fakeStatus({ break: null, limitsOfferDue: true, justRegistered: true });
    await renderBanner(fake.routes);
    const dialog = await screen.findByRole('dialog', { name: '設定儲值上限' });
    await user.selectOptions(within(dialog).getByLabelText('期間'), '每週');
    await user.type(within(dialog).getByLabelText('上限金額（新台幣）'), '5000');
    await user.click(within(dialog).getByRole('button', { name: '設定上限' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() =>
      expect(fake.sent()).toEqual([
        ['PUT', '/api/v1/protection/deposit-limits', { period: 'week', amount: '5000' }],
        ['POST', '/api/v1/protection/limits-offer', { answer: 'set' }],
      ]),
    );
  });
});
