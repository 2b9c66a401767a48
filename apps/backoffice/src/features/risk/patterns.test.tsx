import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n/i18n';
import { envelope, renderAs, stubFetch } from '../players/testing';
import LookupPage from './LookupPage';
import PatternsPage from './PatternsPage';

beforeAll(async () => {
  await i18n.loadNamespaces(['risk']);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const SHARED = {
  pattern: 'sharedDevice', value: 'dev-42', figure: '3', threshold: '≥ 3', lastAt: '2026-11-28T02:00:00.000Z',
  players: [{ playerId: 7, account: 'demo07' }, { playerId: 8, account: 'demo08' }, { playerId: 9, account: 'demo09' }],
};
const VELOCITY = { pattern: 'depositVelocity', value: null, figure: '6', threshold: '≥ 5 / 1h', lastAt: '2026-11-28T01:00:00.000Z', players: [{ playerId: 3, account: 'phone03' }] };

describe('the fraud patterns page', () => {
  it('names each pattern with the accounts, what was measured and its threshold; a shared device links to its look-up', async () => {
    const user = userEvent.setup();
    const calls = stubFetch({ 'GET /api/v1/staff/risk/patterns': () => envelope({ total: 2, records: [SHARED, VELOCITY] }) });
    await renderAs(['risk'], <PatternsPage />);
    const table = await screen.findByRole('table', { name: '出現異常模式的帳號' });
    const [shared, velocity] = within(table).getAllByRole('row').slice(1) as HTMLElement[];
    expect(shared).toHaveTextContent('同裝置多帳號');
    expect(shared).toHaveTextContent('3（≥ 3）');
    expect(within(shared!).getByRole('link', { name: 'demo08' })).toHaveAttribute('href', '/players/8');
    expect(within(shared!).getByRole('link', { name: '查詢 dev-42 的所有帳號' })).toHaveAttribute('href', '/risk/lookup?kind=device&value=dev-42');
    expect(velocity).toHaveTextContent('短時間大量儲值');
    expect(velocity).toHaveTextContent('6（≥ 5 / 1h）');
    await user.selectOptions(screen.getByLabelText('模式'), '領紅利即託售');
    await vi.waitFor(() => expect(calls.at(-1)?.query.get('pattern')).toBe('bonusThenWithdraw'));
  });
});

describe('the device and address look-up', () => {
  it('asks nothing until a value is given, then lists the accounts seen with it', async () => {
    const user = userEvent.setup();
    const calls = stubFetch({
      'GET /api/v1/staff/risk/lookup': () => envelope({ total: 1, records: [{ playerId: 7, account: 'demo07', source: 'register', firstSeen: '2026-11-01T00:00:00.000Z', lastSeen: '2026-11-28T00:00:00.000Z' }] }),
    });
    await renderAs(['risk'], <LookupPage />);
    expect(calls).toHaveLength(0);
    await user.selectOptions(screen.getByLabelText('查詢類型'), 'IP 位址');
    await user.type(screen.getByLabelText('裝置識別碼或 IP 位址'), ' 203.0.113.9 ');
    await user.click(screen.getByRole('button', { name: '查詢' }));
    const table = await screen.findByRole('table', { name: '曾使用 IP 位址 203.0.113.9 的帳號' });
    expect(within(table).getByRole('link', { name: 'demo07' })).toHaveAttribute('href', '/players/7');
    expect(table).toHaveTextContent('註冊');
    expect(calls.at(-1)?.query.get('kind')).toBe('address');
    expect(calls.at(-1)?.query.get('value')).toBe('203.0.113.9');
  });
});
