import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PendingAdjustments } from './PendingAdjustments';
import { envelope, renderAs, stubFetch } from './testing';

afterEach(() => {
  vi.unstubAllGlobals();
});

const PENDING = { id: 13, playerId: 2, account: 'phone01', currency: 'NTD', amount: '-60000.00', reason: '誤入帳沖回', requestedBy: 'ben', requestedAt: '2026-01-01T00:00:00.000Z', status: 'pending', decidedBy: null, reference: null };

describe("the file's adjustments waiting for four eyes", () => {
  it("lists the player's pending adjustments to a money role", async () => {
    const calls = stubFetch({ 'GET /api/v1/staff/adjustments': () => envelope({ records: [PENDING], total: 1 }) });
    await renderAs(['finance'], <PendingAdjustments playerId={2} />);
    const section = await screen.findByRole('region', { name: '等待覆核的調帳' });
    expect(section).toHaveTextContent(/-60,000\.00 NTD，ben 於 2026\/01\/01 \d{2}:00:00 申請：誤入帳沖回/);
    expect(Object.fromEntries(calls[0]?.query ?? [])).toMatchObject({ status: 'pending', playerId: '2' });
  });

  it('asks nothing for a role that may not see adjustments', async () => {
    const calls = stubFetch({});
    await renderAs(['support'], <PendingAdjustments playerId={2} />);
    expect(screen.queryByRole('region')).toBeNull();
    expect(calls).toHaveLength(0);
  });
});
