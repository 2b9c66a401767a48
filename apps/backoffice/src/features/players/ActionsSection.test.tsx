import { FUND_ERRORS } from '@site/contract/codes/fund';
import { WALLET_ERROR_CODES } from '@site/contract/codes/wallet';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ActionsSection } from './ActionsSection';
import { catalogue, envelope, failure, FILE, renderAs, stubFetch } from './testing';

afterEach(() => {
  vi.unstubAllGlobals();
});

const ADJUSTMENT = { id: 13, playerId: 2, account: 'phone01', currency: 'NTD', amount: '60000.00', reason: '客訴補償', requestedBy: 'amy', requestedAt: '2026-01-01T00:00:00.000Z', decidedBy: null, reference: null };

describe("the player's file actions", () => {
  it("offers support what the contract's roles allow it (no money) and finance only the money", async () => {
    stubFetch({});
    const support = await renderAs(['support'], <ActionsSection file={FILE} />);
    const actions = screen.getByRole('region', { name: '操作' });
    for (const name of ['停用或限制…', '結束登入狀態…', '解除託售密碼鎖定…', '發送站內信…']) expect(within(actions).getByRole('button', { name })).toBeVisible();
    expect(within(actions).queryByRole('button', { name: '人工加扣款…' })).toBeNull();
    support.unmount();

    await renderAs(['finance'], <ActionsSection file={FILE} />);
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['人工加扣款…']);
  });

  it("restricting asks for a reason, sends the whole set and shows what each stops in the player's words", async () => {
    const user = userEvent.setup();
    const calls = stubFetch({
      'GET /api/v1/basics/errorCode/version': () => catalogue([{ errorCode: FUND_ERRORS.withdrawBlocked.code, httpStatus: FUND_ERRORS.withdrawBlocked.status, description: '很抱歉，您暫時無法繼續託售' }]),
      'PUT /api/v1/staff/players/2/restrictions': () => envelope({ restrictions: ['withdraw'] }),
    });
    await renderAs(['risk'], <ActionsSection file={FILE} />);
    await user.click(screen.getByRole('button', { name: '停用或限制…' }));
    const dialog = await screen.findByRole('dialog', { name: 'phone01 的帳號限制' });
    const withdraw = within(dialog).getByRole('checkbox', { name: '禁止託售' });
    await vi.waitFor(() => expect(withdraw).toHaveAccessibleDescription(/會員看到：「很抱歉，您暫時無法繼續託售」/));
    await user.click(withdraw);
    await user.click(within(dialog).getByRole('button', { name: '儲存限制' }));
    expect(within(dialog).getByText('請填寫原因（至少 2 個字）')).toBeVisible();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
    await user.type(within(dialog).getByLabelText('原因'), '會員來電');
    await user.click(within(dialog).getByRole('button', { name: '儲存限制' }));
    expect(await screen.findByText('已儲存限制：禁止託售')).toBeVisible();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ restrictions: ['withdraw'], reason: '會員來電' });
  });

  it('a credit above the four-eyes amount is shown waiting for a second member, nothing moved', async () => {
    const user = userEvent.setup();
    const calls = stubFetch({ 'POST /api/v1/staff/players/2/adjustments': () => envelope({ ...ADJUSTMENT, status: 'pending' }) });
    await renderAs(['finance'], <ActionsSection file={FILE} />);
    await user.click(screen.getByRole('button', { name: '人工加扣款…' }));
    const dialog = await screen.findByRole('dialog', { name: 'phone01 人工加扣款' });
    await user.type(within(dialog).getByLabelText('金額'), '60000');
    await user.type(within(dialog).getByLabelText('原因'), '客訴補償');
    await user.click(within(dialog).getByRole('button', { name: '確認加款' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const status = within(screen.getByRole('region', { name: '操作' })).getByRole('status');
    await vi.waitFor(() => expect(status).toHaveTextContent('60,000.00 NTD 等待另一位員工覆核（雙人覆核），款項尚未異動。'));
    expect(calls[0]?.body).toEqual({ direction: 'credit', currency: 'NTD', amount: '60000', reason: '客訴補償' });
  });

  it("a debit beyond the balance is refused inline in the file's words, and the dialog stays open", async () => {
    const user = userEvent.setup();
    stubFetch({ 'POST /api/v1/staff/players/2/adjustments': () => failure(400, WALLET_ERROR_CODES.insufficient) });
    await renderAs(['admin'], <ActionsSection file={FILE} />);
    await user.click(screen.getByRole('button', { name: '人工加扣款…' }));
    const dialog = await screen.findByRole('dialog', { name: 'phone01 人工加扣款' });
    await user.click(within(dialog).getByRole('radio', { name: '扣款' }));
    await user.type(within(dialog).getByLabelText('金額'), '90000');
    await user.type(within(dialog).getByLabelText('原因'), '誤入帳沖回');
    await user.click(within(dialog).getByRole('button', { name: '確認扣款' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('主錢包餘額不足以扣款');
  });
});
