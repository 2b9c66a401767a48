import { STAFF_PLAYER_ERROR_CODES } from '@site/contract/codes/staff';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import AdjustmentsPage from './AdjustmentsPage';
import { envelope, failure, renderAs, stubFetch } from './testing';

afterEach(() => {
  vi.unstubAllGlobals();
});

const PENDING = { id: 13, playerId: 2, account: 'phone01', currency: 'NTD', amount: '60000.00', reason: '客訴補償', requestedBy: 'ben', requestedAt: '2026-01-01T00:00:00.000Z', status: 'pending', decidedBy: null, reference: null };

describe('the adjustments page (four eyes)', () => {
  it("lists the pending ones; the requester's own waits for another member, another's can be approved", async () => {
    const calls = stubFetch({ 'GET /api/v1/staff/adjustments': () => envelope({ records: [PENDING, { ...PENDING, id: 14, requestedBy: 'amy' }], total: 2 }) });
    await renderAs(['finance'], <AdjustmentsPage />);
    const table = await screen.findByRole('table', { name: '調帳紀錄' });
    const [, theirs, mine] = within(table).getAllByRole('row') as HTMLElement[];
    expect(within(theirs as HTMLElement).getByRole('button', { name: '核准 phone01 的調帳 13' })).toBeVisible();
    expect(mine).toHaveTextContent('本人申請，需由其他員工覆核');
    expect(within(mine as HTMLElement).queryByRole('button')).toBeNull();
    expect(calls[0]?.query.get('status')).toBe('pending');
  });

  it('approving answers with what moved; a refusal is told in words inside the dialog', async () => {
    const user = userEvent.setup();
    let refuse = true;
    const calls = stubFetch({
      'GET /api/v1/staff/adjustments': () => envelope({ records: [PENDING], total: 1 }),
      'POST /api/v1/staff/adjustments/13/decide': () => (refuse ? failure(409, STAFF_PLAYER_ERROR_CODES.adjustmentDecided) : envelope({ ...PENDING, status: 'done', decidedBy: 'amy', reference: 'AC1' })),
    });
    await renderAs(['admin'], <AdjustmentsPage />);
    await user.click(await screen.findByRole('button', { name: '核准 phone01 的調帳 13' }));
    const dialog = await screen.findByRole('dialog', { name: '核准調帳' });
    expect(dialog).toHaveTextContent('phone01 60,000.00 NTD，申請人 ben：客訴補償');
    await user.click(within(dialog).getByRole('button', { name: '核准' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('此調帳已由其他員工處理');
    refuse = false;
    await user.click(within(dialog).getByRole('button', { name: '核准' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('status')).toHaveTextContent('已核准調帳 13：phone01 已入帳 60,000.00 NTD');
    expect(calls.filter((c) => c.method === 'POST').at(-1)?.body).toEqual({ approve: true });
  });
});
