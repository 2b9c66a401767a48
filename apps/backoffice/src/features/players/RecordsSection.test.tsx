import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RecordsSection } from './RecordsSection';
import { envelope, renderAs, stubFetch } from './testing';

afterEach(() => {
  vi.unstubAllGlobals();
});

const line = (id: string, status: string, extra: object = {}) => ({ id, at: '2026-01-01T00:00:00.000Z', kind: 'player device d1', status, currency: null, amount: null, detail: 'last seen', ...extra });

describe("the file's history parts", () => {
  it('says sessions and their devices in words, an ended one with why, and leaves money columns out', async () => {
    const calls = stubFetch({ 'GET /api/v1/staff/players/2/records': () => envelope({ records: [line('1', 'open'), line('2', 'ended staff-block'), line('3', 'expired')], total: 3 }) });
    await renderAs(['support'], <RecordsSection playerId={2} account="phone01" part="sessions" />);
    const table = await screen.findByRole('table', { name: 'phone01 的登入與裝置' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[3]?.textContent)).toEqual(['使用中', '已結束 (staff-block)', '已過期']);
    expect(within(table).queryByRole('columnheader', { name: '金額' })).toBeNull();
    expect(Object.fromEntries(calls[0]?.query ?? [])).toEqual({ part: 'sessions', page: '1', size: '50' });
  });

  it("shows a bet's stake as money and an open bet as not settled", async () => {
    stubFetch({ 'GET /api/v1/staff/players/2/records': () => envelope({ records: [line('B1', 'open', { kind: 'SPX slot1', currency: 'NTD', amount: '12345.67', detail: 'valid 0.00 · profit 0.00' })], total: 1 }) });
    await renderAs(['risk'], <RecordsSection playerId={2} account="phone01" part="bets" />);
    const row = within(await screen.findByRole('table', { name: 'phone01 的投注紀錄' })).getAllByRole('row')[1] as HTMLElement;
    expect(row).toHaveTextContent('未結算');
    expect(row).toHaveTextContent('12,345.67 NTD');
  });
});
