import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LedgerSection } from './LedgerSection';
import { envelope, FILE, renderAs, stubFetch } from './testing';

afterEach(() => {
  vi.unstubAllGlobals();
});

const LINE = { id: 9, at: '2026-01-02T03:04:05.000Z', currency: 'NTD', wallet: 'main', kind: 'addCoin', amount: '1234567.899', balanceAfter: '51234567.89', reference: 'AC202601020001' };

describe("the file's ledger", () => {
  it('shows the balance beside the sum of the ledger and says they agree, amounts truncated with commas', async () => {
    stubFetch({ 'GET /api/v1/staff/players/2/ledger': () => envelope({ records: [{ ...LINE, amount: '1234567.89' }], total: 1, sum: '51234567.89', balance: '51234567.89' }) });
    await renderAs(['support'], <LedgerSection file={FILE} />);
    const table = await screen.findByRole('table', { name: 'phone01 的帳變紀錄' });
    const row = within(table).getAllByRole('row')[1] as HTMLElement;
    expect(row).toHaveTextContent('人工加款');
    expect(row).toHaveTextContent('1,234,567.89');
    expect(screen.getByText('錢包餘額').nextElementSibling).toHaveTextContent('51,234,567.89 NTD');
    expect(screen.getByText('帳變合計與餘額相符')).toBeVisible();
  });

  it('filters by kind and dates on the server, from page 1, and then calls the sum that of the matches', async () => {
    const user = userEvent.setup();
    const calls = stubFetch({ 'GET /api/v1/staff/players/2/ledger': (call) => envelope({ records: [], total: 0, sum: call.query.get('kind') ? '0.00' : '50000.00', balance: '50000.00' }) });
    await renderAs(['support'], <LedgerSection file={FILE} />);
    await screen.findByText('帳變合計與餘額相符');
    await user.selectOptions(screen.getByLabelText('類型'), '人工加款');
    await vi.waitFor(() => expect(calls.at(-1)?.query.get('kind')).toBe('addCoin'));
    expect(await screen.findByText('篩選結果合計')).toBeVisible();
    expect(screen.queryByText('帳變合計與餘額相符')).toBeNull();
    fireEvent.change(screen.getByLabelText('迄日'), { target: { value: '2026-01-31' } });
    await vi.waitFor(() => expect(calls.at(-1)?.query.get('to')).toBe('2026-02-01T00:00:00+08:00'));
    expect(calls.at(-1)?.query.get('page')).toBe('1');
  });
});
